import { Fragment, type ReactNode } from 'react';

const kept = new Set(['B', 'STRONG', 'I', 'EM', 'BR', 'SPAN', 'SMALL']);
const dropped = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  if (dropped.has(element.tagName)) return null;
  const children = [...element.childNodes].map(toReact);
  if (element.tagName === 'BR') return <br key={key} />;
  // Only plain formatting tags survive, and never with attributes (no handlers, styles or links).
  if (kept.has(element.tagName)) {
    const Tag = element.tagName.toLowerCase() as 'b' | 'strong' | 'i' | 'em' | 'span' | 'small';
    return <Tag key={key}>{children}</Tag>;
  }
  return <Fragment key={key}>{children}</Fragment>;
}

/**
 * The server's messageHtml as React elements: parsed inertly (DOMParser runs no scripts and loads
 * nothing), then rebuilt from a short list of formatting tags; everything else keeps only its text.
 */
export function NotificationMessage({ html }: { html: string }) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return <>{[...document.body.childNodes].map(toReact)}</>;
}
