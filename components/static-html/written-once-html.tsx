'use client';

import { createElement, useEffect, useState, useSyncExternalStore } from 'react';
import { takeHtml } from './handoff';

const noSubscription = () => () => {};

// After a client-side navigation the RSC data has no content for these sections: the page's own HTML
// has it (a static, cached file), fetched once per address for all of its sections.
const pages = new Map<string, Promise<Document | null>>();

function pageDocument(path: string): Promise<Document | null> {
  let doc = pages.get(path);
  if (!doc) {
    doc = fetch(path)
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .then((html) => new DOMParser().parseFromString(html, 'text/html'))
      .catch(() => {
        pages.delete(path);
        return null;
      });
    pages.set(path, doc);
  }
  return doc;
}

/**
 * The element of a section written once (written-once.tsx): on the server its content from the
 * handoff, in the browser while hydrating the content the HTML already holds (React does not compare
 * it); on a client-side navigation, the content from the page's HTML once fetched.
 */
export function WrittenOnceHtml({
  tag,
  attributes,
  htmlKey,
}: {
  tag: string;
  attributes: Record<string, unknown>;
  htmlKey: string;
}) {
  const id = typeof attributes.id === 'string' ? attributes.id : null;
  // True only while hydrating the server's HTML (the server snapshot), false on a later mount.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [html, setHtml] = useState(() => {
    if (typeof window === 'undefined') return takeHtml(htmlKey) ?? '';
    return hydrating && id ? (document.getElementById(id)?.innerHTML ?? '') : '';
  });
  useEffect(() => {
    if (html || !id) return;
    let live = true;
    void pageDocument(window.location.pathname + window.location.search).then((doc) => {
      const found = doc?.getElementById(id)?.innerHTML;
      if (live && found) setHtml(found);
    });
    return () => {
      live = false;
    };
  }, [html, id]);
  return createElement(tag, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
