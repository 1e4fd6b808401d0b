import * as z from 'zod/mini';
import { assistantAddresses, type AssistantUser } from './assistant-loading-rule';
import { loadWidgetScript } from './load-widget-script';

/**
 * The assistant settings a login answer carried, from the login page to the assistant (issue 13):
 * the widget's script then loads beside the user's request instead of after a getChatConfig round
 * trip. Kept out of the session store: both ends are in lazy chunks, so the shell's initial JS does
 * not carry it. Unchecked here; the assistant checks them with the settings' schema.
 */
let given: { sessionId: string; settings: unknown } | null = null;

function textField(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : null;
}

/**
 * Called with the login answer, before the session is stored (the assistant follows the sessionId).
 * When the answer names both addresses, the widget's script is requested right here: storing the
 * session re-renders the shell and the user's answer renders the first page, and a script fetched
 * after those waits behind them to be evaluated (traced: arrival → evaluation 55–145 ms). Started
 * first, it arrives and registers (it only registers: nothing is mounted) before that work; the
 * assistant joins this load (load-widget-script.ts) once it has checked the settings and the user
 * is known. A script loaded for settings the assistant then refuses stays unused.
 */
export function giveLoginAssistantSettings(
  sessionId: string,
  settings: unknown,
  startScript: (scriptUrl: string) => Promise<unknown> = loadWidgetScript,
): void {
  given = settings === undefined ? null : { sessionId, settings };
  const addresses = assistantAddresses(true, { baseUrl: textField(settings, 'baseUrl'), scriptUrl: textField(settings, 'scriptUrl') });
  // a failure here is the assistant's to report, when it joins the same load
  if (addresses) startScript(addresses.scriptUrl).catch(() => undefined);
}

/** The settings given for this session, once; undefined when none were (a stored session, an older server). */
export function takeLoginAssistantSettings(sessionId: string): unknown {
  const found = given?.sessionId === sessionId ? given.settings : undefined;
  given = null;
  return found;
}

const loginAssistantUserSchema = z.object({ userId: z.number(), chatLogo: z.nullable(z.string()) });

/**
 * The user's fields of the widget's config (userId, chatLogo) that a login answer carries beside
 * the settings (server/routes/auth.ts), or null (an older server: the assistant waits for getUser).
 */
export function loginAssistantUserOf(settings: unknown): AssistantUser | null {
  const user: unknown = typeof settings === 'object' && settings !== null ? Reflect.get(settings, 'user') : undefined;
  return loginAssistantUserSchema.safeParse(user).data ?? null;
}
