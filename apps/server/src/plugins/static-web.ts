import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPrivatePage, messages } from '@launchpad/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { type KeptAssetsOptions, keepBuildAssets } from './kept-assets.ts';
import { contentSecurityPolicy, type PolicyOptions } from './security.ts';

interface Options extends PolicyOptions {
  root: string;
  /** Where earlier builds' assets are kept and served after this build's (`kept-assets.ts`). */
  keptAssets?: KeptAssetsOptions;
}

interface Page {
  body: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  etag: string;
  csp: string;
}

const SPA_FALLBACK = '__spa-fallback.html';
const inlineScript = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** CSP hashes of the inline scripts React Router writes into prerendered pages. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/.test(attributes)) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* htmlFiles(full);
    else if (entry.endsWith('.html')) yield full;
  }
}

function readOptional(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function routeOf(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  return `/${relative.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  return (
    typeof header === 'string' && header.split(',').some((part) => part.trim().split(';')[0] === encoding)
  );
}

/**
 * The folders `/assets/` is served from: this build's, then the one where earlier builds' files are
 * kept, once this build's have been copied in and the expired ones deleted. A store that cannot be
 * written is said in a warning, and only this build's files are served.
 */
function assetRoots(app: FastifyInstance, root: string, kept: KeptAssetsOptions | undefined): string[] {
  const assets = path.join(root, 'assets');
  if (!kept) return [assets];
  try {
    const pass = keepBuildAssets(assets, kept);
    app.log.info({ ...pass, dir: kept.dir }, 'assets of earlier builds kept');
    return [assets, kept.dir];
  } catch (error) {
    app.log.warn({ err: error }, `The assets of earlier builds are not kept in ${kept.dir}`);
    return [assets];
  }
}

/**
 * Serves the built web app: hashed assets with immutable caching and precompressed bodies (this
 * build's, then earlier builds' within the retention window), prerendered pages with per-page CSP
 * hashes, and the SPA fallback (404 for unknown paths). Pages are always this build's.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, { root, keptAssets, ...policy }: Options) => {
  if (!existsSync(path.join(root, SPA_FALLBACK))) {
    throw new Error(`The web app is not built (no ${SPA_FALLBACK} in ${root}); run npm run build`);
  }
  const pages = new Map<string, Page>();
  for (const file of htmlFiles(root)) {
    const body = readFileSync(file);
    pages.set(routeOf(root, file), {
      body,
      br: readOptional(`${file}.br`),
      gzip: readOptional(`${file}.gz`),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      csp: contentSecurityPolicy(policy, inlineScriptHashes(body.toString('utf8'))),
    });
  }
  const fallback = pages.get(`/${SPA_FALLBACK.replace(/\.html$/, '')}`) as Page;

  await app.register(fastifyStatic, {
    root: assetRoots(app, root, keptAssets),
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    decorateReply: true,
  });

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: number) {
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', page.csp)
      .header('vary', 'accept-encoding')
      .header('etag', page.etag);
    if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    if (page.br && accepts(request, 'br')) return reply.header('content-encoding', 'br').send(page.br);
    if (page.gzip && accepts(request, 'gzip'))
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.body);
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = safeDecode((request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/');
    if (pathname.startsWith('/api/') || pathname === '/api') {
      throw new AppError('not_found', messages.routeNotFound);
    }
    const page = pathname === `/${SPA_FALLBACK}` ? undefined : pages.get(pathname);
    if (page) return sendPage(request, reply, page, 200);
    // Top-level files the build copies from public/ (favicon, robots.txt, sitemap.xml).
    const file = pathname.slice(1);
    if (file && !file.includes('/') && !file.startsWith('.') && existsSync(path.join(root, file))) {
      return reply.header('cache-control', 'public, max-age=3600').sendFile(file, root);
    }
    return sendPage(request, reply, fallback, isPrivatePage(pathname) ? 200 : 404);
  });
});
