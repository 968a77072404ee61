import { Injectable } from '@nestjs/common';
import type { RenderedMail } from './mail-layout.js';

export type MailTemplate = (data: Record<string, unknown>) => RenderedMail;

/** Templates by name; each domain registers its own at init. */
@Injectable()
export class MailTemplates {
  private readonly templates = new Map<string, MailTemplate>();

  register(name: string, template: MailTemplate): void {
    if (this.templates.has(name)) throw new Error(`Mail template ${name} registered twice`);
    this.templates.set(name, template);
  }

  render(name: string, data: Record<string, unknown>): RenderedMail {
    const template = this.templates.get(name);
    if (!template) throw new Error(`Unknown mail template ${name}`);
    return template(data);
  }

  names(): string[] {
    return [...this.templates.keys()];
  }
}
