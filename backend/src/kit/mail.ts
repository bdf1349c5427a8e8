import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../config.js';

// The platform's outgoing mail (report e-mails, alarm e-mails): one pooled SMTP transport per server address.

const transports = new Map<string, Transporter>();

export async function transportOf(config: MailConfig): Promise<Transporter> {
  let found = transports.get(config.url);
  if (!found) {
    const nodemailer = await import('nodemailer');
    // Short timeouts: a server that is down fails the record in seconds rather than holding the request.
    found = nodemailer.createTransport({
      url: config.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(config.url, found);
  }
  return found;
}

/** Closes the pooled connections (the server's shutdown). */
export function closeTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}
