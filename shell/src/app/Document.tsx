// The whole HTML document as React renders it on the server and hydrates it in the browser. React 19 puts the
// pages' <title> and <meta> into this head; the initial state (frame data, the query cache, what the server
// rendered) travels as JSON in it. The rendered page's stylesheets are inlined (<style data-href>): styled before any
// script, no request to the remote's server that could hold the page up, and the remote's chunk loader finds them
// by that URL and never loads them again.
import type { ReactNode } from 'react';
import logoUrl from '../shared/brand/logo.svg';
import { initialStateElementId } from '../state/initialState';

/** The shell's own built files (dist/assets.json). */
export interface ShellAssets {
  scripts: string[];
  stylesheets: string[];
}

export function Document({
  assets,
  pageStyles,
  stateJson,
  children,
}: {
  assets: ShellAssets;
  /** the rendered page's stylesheets: URL as its remote's chunk loader names it, and the text (server only) */
  pageStyles: Array<{ href: string; css?: string }>;
  /** the serialised initial state, exactly as the server wrote it (the browser passes the text it found) */
  stateJson: string;
  children: ReactNode;
}) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d2125" />
        <link rel="icon" type="image/svg+xml" href={logoUrl} />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="shell" />
        ))}
        {pageStyles.map(({ href, css }) => (
          // one precedence per file: React would merge same-precedence styles into one tag naming several URLs
          <style key={href} href={href} precedence={`page ${href}`}>
            {css ?? ''}
          </style>
        ))}
        <script
          id={initialStateElementId}
          type="application/json"
          // the browser renders the text it read, so hydration finds it unchanged
          dangerouslySetInnerHTML={{ __html: stateJson }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
