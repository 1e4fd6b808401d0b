/**
 * The assistant settings a login answer carried, from the login page to the assistant (issue 13):
 * the widget's script then loads beside the user's request instead of after a getChatConfig round
 * trip. Kept out of the session store: both ends are in lazy chunks, so the shell's initial JS does
 * not carry it. Unchecked here; the assistant checks them with the settings' schema.
 */
let given: { sessionId: string; settings: unknown } | null = null;

/** Called with the login answer, before the session is stored (the assistant follows the sessionId). */
export function giveLoginAssistantSettings(sessionId: string, settings: unknown): void {
  given = settings === undefined ? null : { sessionId, settings };
}

/** The settings given for this session, once; undefined when none were (a stored session, an older server). */
export function takeLoginAssistantSettings(sessionId: string): unknown {
  const found = given?.sessionId === sessionId ? given.settings : undefined;
  given = null;
  return found;
}
