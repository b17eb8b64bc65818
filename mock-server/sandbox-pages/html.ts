/** Text for HTML and SVG: the five characters that could end an attribute or open a tag, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small self-contained page (no external assets: the sandbox works offline). */
export function page(title: string, body: string, style = ''): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <style>
      body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #10131a; color: #e8ebf2; }
      main { max-width: 720px; margin: 0 auto; padding: 24px; }
      .sandbox-tag { display: inline-block; padding: 2px 8px; border-radius: 4px; background: #f5b400; color: #10131a; font-size: 12px; font-weight: 600; }
      button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 0; background: #3b82f6; color: #fff; cursor: pointer; }
      code { background: #1d2230; padding: 1px 4px; border-radius: 3px; }
      ${style}
    </style>
  </head>
  <body>
${body}
  </body>
</html>
`;
}
