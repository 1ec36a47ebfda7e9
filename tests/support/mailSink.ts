/** A local SMTP server that keeps every message it receives, for tests of the mail PocketBase sends. */
import { SMTPServer } from 'smtp-server';
import { freePort } from './pocketbase';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The whole message as sent (headers and MIME body). */
  raw: string;
}

export interface MailSink {
  port: number;
  /** Every message so far, oldest first. */
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** Starts a sink on a free loopback port: no TLS, no authentication. */
export async function startMailSink(): Promise<MailSink> {
  const port = await freePort();
  const mails: ReceivedMail[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(port, '127.0.0.1', resolve));
  return { port, mails, close: () => new Promise<void>((resolve) => sink.close(() => resolve())) };
}
