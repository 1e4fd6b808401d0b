import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  askEndpoint,
  assistantImageEndpoint,
  ASSISTANT_IMAGES,
  clearConversationEndpoint,
  getChatConfigEndpoint,
  getConversationEndpoint,
  updateChatConfigEndpoint,
} from '@shared/api/endpoints/assistant-endpoints';
import { createAssistantService, type AssistantService } from '../assistant/assistant-service';
import { answerEvents, sseLine } from '../assistant/answer-stream';
import { productionProviderPolicy } from '../assistant/provider-address';
import { createConversationStore } from '../assistant/conversation-store';
import { createStreamLimits } from '../assistant/stream-limits';
import { createVehicleAnswers } from '../assistant/vehicle-answers';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { createReportService } from '../exports/report-service';
import type { App } from '../http/app-types';
import { refuse } from '../http/refusal';
import { serve, serveRaw } from '../http/serve';

const IMAGES_DIR = fileURLToPath(new URL('../assistant/images/', import.meta.url));

/** Turns to the event loop between pieces, so a long answer never holds other requests (no timer, no sleep). */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createServerAssistant(ctx: ServerContext): AssistantService {
  return createAssistantService({
    settings: ctx.assistantSettings,
    vehicleAnswers: createVehicleAnswers({
      vehicles: ctx.vehicles,
      reports: createReportService({ reports: ctx.reports, now: ctx.config.now }),
      geocoder: ctx.geocoder,
      now: ctx.config.now,
    }),
    conversations: createConversationStore(),
    now: ctx.config.now,
    providerPolicy: productionProviderPolicy(ctx.config.assistantProviderDev === true),
  });
}

/** The assistant's pictures: public, read once, only the listed names (the schema refuses others). */
export function registerAssistantImageRoutes(app: App): void {
  const images = new Map(ASSISTANT_IMAGES.map((name) => [name, readFileSync(`${IMAGES_DIR}${name}`)]));
  serveRaw(app, assistantImageEndpoint, async ({ image }, _request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(images.get(image)),
  );
}

/**
 * The reference assistant (protected scope): settings, the caller's conversation, and questions
 * answered as server-sent events. Streams are limited per user and in all; a refusal before the
 * stream starts (limits, assistant off, validation) is the usual envelope.
 */
export function registerAssistantRoutes(app: App, ctx: ServerContext): void {
  const assistant = createServerAssistant(ctx);
  const limits = createStreamLimits();

  serve(app, getChatConfigEndpoint, (_input, request) => assistant.settings(authOf(request)));
  serve(app, updateChatConfigEndpoint, (input, request) => assistant.updateSettings(authOf(request), input));
  serve(app, getConversationEndpoint, (_input, request) => assistant.conversation(authOf(request)));
  serve(app, clearConversationEndpoint, (_input, request) => assistant.clearConversation(authOf(request)));

  serveRaw(app, askEndpoint, async ({ question }, request, reply) => {
    const auth = authOf(request);
    assistant.checkEnabled(auth);
    const refusal = limits.acquire(auth.userId);
    if (refusal) refuse(refusal);
    let closed = false;
    request.raw.on('close', () => {
      closed = true;
    });
    reply.hijack();
    try {
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      });
      // the headers go out at once: the widget shows "typing" while the answer is looked up
      reply.raw.flushHeaders();
      const answer = await assistant.ask(auth, question.trim(), request.log).catch((error: unknown) => {
        request.log.error({ err: error }, 'assistant answer failed');
        return null;
      });
      const events = answer ? answerEvents(answer) : [{ type: 'error' as const, message: '助手暂时无法回答，请稍后再试' }];
      for (const event of events) {
        if (closed) break;
        reply.raw.write(sseLine(event));
        await yieldTurn();
      }
    } finally {
      limits.release(auth.userId);
      reply.raw.end();
    }
  });
}
