export interface ReceivedMail {
  messageId: string | undefined;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The X-Lead-Id header. */
  leadId: string | undefined;
}

export interface FakeSmtp {
  /** `smtp://127.0.0.1:<port>` */
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** Stops listening (connections are refused) until `up`, on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0, the default: any free port). */
export function startFakeSmtp(port?: number): Promise<FakeSmtp>;
