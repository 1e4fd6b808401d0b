import type { CustomerInfo } from '@shared/api/dto/customer-dto';

/** Applies the host's branding to the page (product-spec §1): title, description, keywords, icon. */
export function applyBranding(info: CustomerInfo, doc: Document = document): void {
  if (info.title) doc.title = info.title;
  setMeta(doc, 'description', info.description);
  setMeta(doc, 'keywords', info.keyword);
  if (info.iconUrl) {
    let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'icon';
      doc.head.appendChild(link);
    }
    link.href = info.iconUrl;
  }
}

function setMeta(doc: Document, name: string, content: string): void {
  let meta = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.appendChild(meta);
  }
  meta.content = content;
}
