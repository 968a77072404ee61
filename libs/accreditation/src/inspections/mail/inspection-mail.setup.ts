import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, EventRouter, JobName, MailTemplates, renderMail, type AppConfig, type RenderedMail, type SendMailPayload } from '#platform';
import { InspectionEvent } from '../inspection-events.js';

const TEMPLATE = 'inspection-scheduled';

export function inspectionScheduledMail(d: { centreName: string; reference: string; visitDate: string; inspectors: string[]; publicUrl: string }): RenderedMail {
  return renderMail({
    subject: `Inspection visit on ${d.visitDate}: ${d.centreName}`,
    greeting: 'Hello,',
    paragraphs: [
      `The council will inspect ${d.centreName} on ${d.visitDate} against its published minimums for CBT centres.`,
      'Please have the examination halls, the computers and their backups, the server, the network, the generator and UPS, the CCTV and the technical staff available for the inspectors to see.',
    ],
    details: [['Registration number', d.reference], ['Visit date', d.visitDate], ...d.inspectors.map((name): [string, string] => ['Inspector', name])],
    action: { label: 'Check status', url: `${d.publicUrl}/check-status` },
    footer: 'If the date does not suit the centre, contact the council with your registration number.',
  });
}

/** The centre is told of a scheduled visit (from the outbox, once). */
@Injectable()
export class InspectionMailSetup implements OnModuleInit {
  constructor(
    private readonly templates: MailTemplates,
    private readonly router: EventRouter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.templates.register(TEMPLATE, (data) =>
      inspectionScheduledMail({
        centreName: String(data.centreName ?? ''),
        reference: String(data.reference ?? ''),
        visitDate: String(data.visitDate ?? ''),
        inspectors: Array.isArray(data.inspectors) ? data.inspectors.map(String) : [],
        publicUrl: this.config.publicUrl,
      }),
    );
    this.router.on(InspectionEvent.Scheduled, JobName.SendMail, (payload): SendMailPayload => {
      const { centreId: _c, email, ...data } = payload as Record<string, unknown>;
      return { template: TEMPLATE, to: String(email), data };
    });
  }
}
