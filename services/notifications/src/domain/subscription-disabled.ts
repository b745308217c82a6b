/** The e-mail to a subscription's owner when Leadstream disables it: the URL, why, and how to turn it back on. */
export function subscriptionDisabledEmail(targetUrl: string, reason: string): { subject: string; text: string } {
  return {
    subject: `Leadstream: webhook subscription to ${targetUrl} disabled`,
    text: [
      `Leadstream has disabled your webhook subscription to ${targetUrl} because ${reason}.`,
      "No more leads are sent to it, and batches still queued for it fail.",
      "",
      `To turn it back on, fix the receiver and subscribe the same URL again (POST /webhooks/subscribe with "targetUrl": "${targetUrl}"): the subscription keeps its id and secret.`,
      "GET /webhooks shows whether it is active and why not.",
      "",
    ].join("\n"),
  };
}
