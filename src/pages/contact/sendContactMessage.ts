import { site } from '../../config/site';
import type { ContactMessage } from '../../lib/contactMessage';

/**
 * SPEC §7: a JSON POST of name, email, phone, subject and message to the configured endpoint (the
 * embedded receiver, or a hosted form service identified by its form id). Only response.ok is read;
 * a network failure counts as not ok.
 */
export async function sendContactMessage(message: ContactMessage, endpoint: string = site.contactEndpoint): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(message),
    });
    return response.ok;
  } catch {
    return false;
  }
}
