import type { ReactNode } from 'react';
import { allowedUrl } from './allowed-url';

/**
 * The markdown subset answers use, turned into React elements (never HTML): paragraphs, `- ` and
 * `1. ` lists, `**bold**`, `[text](url)` links and `![alt](url)` images on their own line. Every
 * piece of text is a text node; a link or image from an origin that is not allowed shows as text.
 */
export interface MarkupOptions {
  pageOrigin: string;
  origins: ReadonlySet<string>;
  /** an image was clicked: all the message's images, and which one */
  onImage: (urls: string[], index: number) => void;
}

const IMAGE_LINE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, options: MarkupOptions, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) nodes.push(text.slice(last, at));
    const key = `${keyPrefix}-${index++}`;
    if (match[1] !== undefined) nodes.push(<strong key={key}>{match[1]}</strong>);
    else {
      const label = match[2] ?? '';
      const href = allowedUrl(match[3] ?? '', options.pageOrigin, options.origins);
      nodes.push(
        href ? (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ) : (
          label
        ),
      );
    }
    last = at + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** The allowed images of a message, in order (the viewer pages through them). */
export function messageImages(text: string, options: Pick<MarkupOptions, 'pageOrigin' | 'origins'>): string[] {
  return text
    .split('\n')
    .map((line) => IMAGE_LINE.exec(line.trim()))
    .map((match) => (match ? allowedUrl(match[2] ?? '', options.pageOrigin, options.origins) : null))
    .filter((url): url is string => url !== null);
}

type Block = { kind: 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] } | { kind: 'img'; alt: string; url: string | null };

function blocks(text: string, options: MarkupOptions): Block[] {
  const result: Block[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const image = IMAGE_LINE.exec(line);
    const bullet = /^[-*] (.*)$/.exec(line);
    const numbered = /^\d+\. (.*)$/.exec(line);
    const previous = result[result.length - 1];
    if (image) result.push({ kind: 'img', alt: image[1] ?? '', url: allowedUrl(image[2] ?? '', options.pageOrigin, options.origins) });
    else if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      const item = (bullet ?? numbered)?.[1] ?? '';
      if (previous && previous.kind === kind) previous.items.push(item);
      else result.push({ kind, items: [item] });
    } else result.push({ kind: 'p', text: line });
  }
  return result;
}

export function MessageMarkup({ text, options }: { text: string; options: MarkupOptions }) {
  const images = messageImages(text, options);
  return (
    <>
      {blocks(text, options).map((block, index) => {
        const key = `b${index}`;
        if (block.kind === 'p') return <p key={key} style={{ margin: '0 0 6px' }}>{inline(block.text, options, key)}</p>;
        if (block.kind === 'img') {
          const { url } = block;
          if (!url) return <p key={key} style={{ margin: '0 0 6px' }}>[图片：{block.alt}]</p>;
          return (
            <button
              key={key}
              type="button"
              aria-label={`查看大图：${block.alt}`}
              onClick={() => options.onImage(images, Math.max(0, images.indexOf(url)))}
              style={{ display: 'block', padding: 0, margin: '4px 0 6px', border: '1px solid #e5e5e5', background: '#fff', cursor: 'zoom-in' }}
            >
              <img src={url} alt={block.alt} style={{ display: 'block', maxWidth: '100%' }} />
            </button>
          );
        }
        const List = block.kind;
        return (
          <List key={key} style={{ margin: '0 0 6px', paddingLeft: 20 }}>
            {block.items.map((item, itemIndex) => (
              <li key={`${key}-${itemIndex}`}>{inline(item, options, `${key}-${itemIndex}`)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
