// After a lead is stored (product §4): the bus hears of it, an analytics goal is reached, and for Tula the offline
// request goes to the call-tracking service. None of these can fail the form.
import type { ShellContext } from '@estate/shared-api';
import { phoneDigits } from '@estate/shared-api/validation/rules/phone';
import { sendCalltouchRequest } from './calltouch';
import { reachGoal } from './metrica';

export interface LeadReport {
  /** the bus and goal name of the form: 'questions', 'excursion', 'viewing', 'booking' */
  form: string;
  /** the form's human name, the call-tracking subject */
  subject: string;
  phone: string;
  name?: string;
  email?: string;
  comment?: string;
  requestNumber?: string | number;
  url: string;
}

export type ReportContext = Pick<ShellContext, 'bus' | 'integrations' | 'city'>;

/** Metrica goal names, one per form. */
export const GOALS: Record<string, string> = {
  questions: 'callback_form_sent',
  excursion: 'excursion_form_sent',
  viewing: 'viewing_form_sent',
  booking: 'lot_booking_sent',
};

export function reportLead(ctx: ReportContext, report: LeadReport): Promise<boolean> {
  ctx.bus.next({ type: 'lead/submitted', form: report.form });
  reachGoal(ctx.integrations.metricaCounterId, GOALS[report.form] ?? `${report.form}_sent`, { city: ctx.city.slug });
  return sendCalltouchRequest(ctx.city.slug, ctx.integrations.calltouch, {
    subject: report.subject,
    phone: phoneDigits(report.phone),
    name: report.name,
    email: report.email,
    comment: report.comment,
    url: report.url,
    requestNumber: report.requestNumber === undefined ? undefined : String(report.requestNumber),
    tags: [report.form, ctx.city.slug],
  });
}
