import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, EventRouter, JobName, MailTemplates, renderMail, type AppConfig, type RenderedMail, type SendMailPayload } from '#platform';
import { InspectionEvent } from '../inspection-events.js';

const TEMPLATE = 'inspection-scheduled';
const ASSIGNED_TEMPLATE = 'inspection-assigned';

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

export function inspectionAssignedMail(d: {
  inspectorName: string;
  centreName: string;
  reference: string;
  address: string | null;
  state: string | null;
  visitDate: string;
  inspectors: string[];
  adminUrl: string;
  visitId: string;
}): RenderedMail {
  return renderMail({
    subject: `You are to inspect ${d.centreName} on ${d.visitDate}`,
    greeting: d.inspectorName ? `Hello ${d.inspectorName},` : 'Hello,',
    paragraphs: [
      `You have been chosen to inspect ${d.centreName} on ${d.visitDate} against the council's published minimums for CBT centres.`,
      'Open the visit on your phone before you travel: what you record is kept on the phone when there is no connection and sent when it returns. The findings can be submitted from the visit day.',
    ],
    details: [
      ['Registration number', d.reference],
      ['Visit date', d.visitDate],
      ...(d.address ? ([['Address', d.address]] as Array<[string, string]>) : []),
      ...(d.state ? ([['State', d.state]] as Array<[string, string]>) : []),
      ...d.inspectors.map((name): [string, string] => ['Inspector', name]),
    ],
    action: { label: 'Open the visit', url: `${d.adminUrl}/admin-inspections/${encodeURIComponent(d.visitId)}/show` },
    footer: 'If you cannot make this visit, tell the person who scheduled it so that they can choose another inspector.',
  });
}

/** The centre is told of a scheduled visit, and each inspector that it is theirs (from the outbox, once each). */
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
    this.templates.register(ASSIGNED_TEMPLATE, (data) =>
      inspectionAssignedMail({
        inspectorName: String(data.inspectorName ?? ''),
        centreName: String(data.centreName ?? ''),
        reference: String(data.reference ?? ''),
        address: typeof data.address === 'string' ? data.address : null,
        state: typeof data.state === 'string' ? data.state : null,
        visitDate: String(data.visitDate ?? ''),
        inspectors: Array.isArray(data.inspectors) ? data.inspectors.map(String) : [],
        adminUrl: this.config.publicUrl,
        visitId: String(data.visitId ?? ''),
      }),
    );
    this.router.on(InspectionEvent.InspectorAssigned, JobName.SendMail, (payload): SendMailPayload => {
      const { email, ...data } = payload as Record<string, unknown>;
      return { template: ASSIGNED_TEMPLATE, to: String(email), data };
    });
  }
}
