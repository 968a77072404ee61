export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A labelled detail block, e.g. a reference number or the admin's reason. */
  details?: Array<[label: string, value: string]>;
  action?: { label: string; url: string };
  footer?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One look for every email of the portal, with a plain-text twin for clients without HTML. */
export function renderMail(content: MailContent): RenderedMail {
  const details = content.details ?? [];
  const htmlParts = [
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
  ];
  if (details.length) {
    htmlParts.push(
      `<table role="presentation" style="border-collapse:collapse;margin:12px 0">${details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;white-space:pre-wrap"><strong>${escapeHtml(value)}</strong></td></tr>`,
        )
        .join('')}</table>`,
    );
  }
  if (content.action) {
    htmlParts.push(
      `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0b6e3a;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="font-size:12px;color:#555">If the button does not work, open this link: ${escapeHtml(content.action.url)}</p>`,
    );
  }
  if (content.footer) htmlParts.push(`<p style="font-size:12px;color:#555">${escapeHtml(content.footer)}</p>`);
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:600px">${htmlParts.join('\n')}</body></html>`;

  const textParts = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  for (const [label, value] of details) textParts.push(`${label}: ${value}`);
  if (details.length) textParts.push('');
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footer) textParts.push(content.footer);
  return { subject: content.subject, html, text: textParts.join('\n').trim() + '\n' };
}
