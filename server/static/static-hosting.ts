import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../http/app-types';
import { notFound } from '../http/envelope';
import { isApiPath, pathOf } from './api-paths';
import { serveFileFromMemory } from './in-memory-file';

/** The sub-apps this product builds and serves itself; other `/apps/<id>/` entries belong to the platform. */
const SUB_APP_BUNDLES = ['car', 'data-report'] as const;
/** The assistant widget's script, loaded by the shell by URL (issue 13); a plain file, no index page. */
const ASSISTANT_PREFIX = '/apps/assistant/';
const ASSISTANT_SCRIPT = 'assistant.js';
const MSG_PAGE_NOT_FOUND = '页面不存在';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface Bundle {
  root: string;
  indexHtml: boolean;
}

function bundle(root: string): Bundle | null {
  return existsSync(root) ? { root, indexHtml: existsSync(join(root, 'index.html')) } : null;
}

/** rsbuild puts hashed files under `static/`: they can be cached for a year; everything else revalidates. */
function cacheHeaders(root: string) {
  return (res: { setHeader(name: string, value: string): unknown }, filePath: string): void => {
    const inside = relative(root, filePath);
    const hashed = inside.startsWith(`static${sep}`) && basename(filePath) !== 'index.html';
    res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  };
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** A client route of a single-page app has no file extension in its last segment (`/apps/car/login`). */
function looksLikeRoute(path: string): boolean {
  return !(path.split('/').pop() ?? '').includes('.');
}

async function sendIndex(reply: FastifyReply, target: Bundle): Promise<void> {
  await reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html', target.root);
}

async function plainNotFound(reply: FastifyReply): Promise<void> {
  await reply.code(404).type('text/plain; charset=utf-8').send(MSG_PAGE_NOT_FOUND);
}

/**
 * Production hosting in the same server: the shell at `/`, the vehicle console at `/apps/car/` and the
 * data reports at `/apps/data-report/`, each with its single-page fallback, and the not-found rules
 * for everything else:
 * - unknown API paths: HTTP 404 with the envelope `{ flag: 404, msg: '接口不存在' }`;
 * - `/apps/car/<client route>`, `/apps/data-report/<client route>`: that app's index.html;
 * - any other `/apps/<id>/...`: plain 404 (sub-apps this product does not build; the shell shows its error panel);
 * - a page navigation (GET accepting text/html) anywhere else: the shell's index.html (`/home`, `/car/...`, `/404`).
 */
export async function registerStaticHosting(app: App, distDir: string): Promise<void> {
  const main = bundle(join(distDir, 'main'));
  const subApps = SUB_APP_BUNDLES.flatMap((id) => {
    const found = bundle(join(distDir, id));
    return found ? [{ prefix: `/apps/${id}/`, bundle: found }] : [];
  });
  const assistant = bundle(join(distDir, 'assistant'));

  if (main) {
    await app.register(fastifyStatic, { root: main.root, prefix: '/', cacheControl: false, setHeaders: cacheHeaders(main.root) });
  }
  for (const [index, subApp] of subApps.entries()) {
    await app.register(fastifyStatic, {
      root: subApp.bundle.root,
      prefix: subApp.prefix,
      // reply.sendFile is declared once: by the shell's registration, or else by the first sub-app's
      decorateReply: !main && index === 0,
      cacheControl: false,
      setHeaders: cacheHeaders(subApp.bundle.root),
    });
  }

  if (assistant) {
    // the script keeps a stable name (a third party's address does not change per build) and
    // revalidates; the chat chunk it loads is hashed under static/, cached for a year
    await app.register(fastifyStatic, {
      root: assistant.root,
      prefix: ASSISTANT_PREFIX,
      decorateReply: !main && subApps.length === 0,
      cacheControl: false,
      setHeaders: cacheHeaders(assistant.root),
    });
    // the script itself, requested at the login answer beside the session's own requests: from
    // memory, compressed once at start (a more specific route than the folder's above)
    const script = join(assistant.root, ASSISTANT_SCRIPT);
    if (existsSync(script)) serveFileFromMemory(app, `${ASSISTANT_PREFIX}${ASSISTANT_SCRIPT}`, script, 'text/javascript; charset=utf-8', REVALIDATE);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(path)) {
      await reply.code(404).send(notFound());
      return;
    }
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/apps/')) {
      const subApp = subApps.find(({ prefix }) => path === prefix.slice(0, -1) || path.startsWith(prefix));
      if (subApp && path === subApp.prefix.slice(0, -1)) {
        await reply.redirect(subApp.prefix, 301);
        return;
      }
      const appRoute = subApp?.bundle.indexHtml && isRead && (acceptsHtml(request) || looksLikeRoute(path));
      if (subApp && appRoute) await sendIndex(reply, subApp.bundle);
      else await plainNotFound(reply);
      return;
    }
    if (main?.indexHtml && isRead && acceptsHtml(request)) await sendIndex(reply, main);
    else await plainNotFound(reply);
  });
}
