import { formatUkPhone } from "~/lib/phone";
import type { ContactKind } from "../db/schema.server";
import type { OutgoingEmail } from "../email/outbox.server";

/** A stored message from the contact or property-services form. */
export interface ContactMessage {
  id: string;
  kind: ContactKind;
  name: string;
  email: string;
  /** E.164. */
  phone: string;
  postcode: string;
  message: string;
  companyName: string | null;
  propertiesCount: number | null;
  createdAt: Date;
}

/** What the e-mails need from the business settings row. */
export interface BusinessContactDetails {
  name: string;
  /** E.164. */
  phone: string;
  email: string;
  website: string;
}

const ACKNOWLEDGEMENT_SUBJECTS: Record<ContactKind, string> = {
  contact: "We have your message — We Fix Coventry",
  "property-enquiry": "Your property maintenance enquiry — We Fix Coventry",
};

const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "Tuesday 14 July 2026, 09:30", London time; assembled from parts because ICU versions punctuate differently. */
export function formatLondonDateTime(date: Date): string {
  const parts = londonParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")}`;
}

/** Visitors type names; a line break in one must not reach a subject header or break a line. */
function oneLine(value: string): string {
  return value.replace(/[\s\p{Cc}]+/gu, " ").trim();
}

function quote(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `> ${line}` : ">"))
    .join("\n");
}

function properties(count: number): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? "property" : "properties"}`;
}

function signOff(business: BusinessContactDetails): string {
  return `${business.name}\n${formatUkPhone(business.phone)} · ${business.website}`;
}

/** To the visitor: we have it, what happens next, and their message for their records. */
export function acknowledgementEmail(
  contact: ContactMessage,
  business: BusinessContactDetails,
): OutgoingEmail {
  const businessPhone = formatUkPhone(business.phone);
  const visitorPhone = formatUkPhone(contact.phone);
  const opening =
    contact.kind === "property-enquiry" && contact.companyName && contact.propertiesCount
      ? `Thank you for your enquiry about maintenance for ${oneLine(contact.companyName)} (${properties(contact.propertiesCount)}). We will reply within one working day, by e-mail or on ${visitorPhone}, to talk through what your properties need and how we can look after them.`
      : `Thank you for getting in touch. We have your message and will reply within one working day, by e-mail or on ${visitorPhone}.`;
  const urgent = `If it cannot wait — a leak, a door that will not lock, no power — call us on ${businessPhone} instead.`;
  return {
    to: contact.email,
    kind: `${contact.kind}.acknowledgement`,
    subject: ACKNOWLEDGEMENT_SUBJECTS[contact.kind],
    text: [
      `Hello ${oneLine(contact.name)},`,
      opening,
      urgent,
      contact.kind === "property-enquiry" ? "Your enquiry:" : "Your message:",
      quote(contact.message),
      `Your reference is #${contact.id}: please quote it if you call us.`,
      signOff(business),
    ].join("\n\n"),
  };
}

/** To the business: every field, ready to reply. */
export function notificationEmail(
  contact: ContactMessage,
  business: BusinessContactDetails,
): OutgoingEmail {
  const enquiry = contact.kind === "property-enquiry";
  const subject = enquiry
    ? `New property enquiry from ${oneLine(contact.companyName ?? contact.name)}${contact.propertiesCount ? ` (${properties(contact.propertiesCount)})` : ""}`
    : `New message from ${oneLine(contact.name)}, ${contact.postcode}`;
  const fields = [
    `Reference: #${contact.id}`,
    `Received: ${formatLondonDateTime(contact.createdAt)}`,
    `Name: ${oneLine(contact.name)}`,
    `E-mail: ${contact.email}`,
    `Phone: ${formatUkPhone(contact.phone)} (${contact.phone})`,
    `Postcode: ${contact.postcode}`,
    ...(contact.companyName ? [`Company: ${oneLine(contact.companyName)}`] : []),
    ...(contact.propertiesCount !== null
      ? [`Properties managed: ${contact.propertiesCount.toLocaleString("en-GB")}`]
      : []),
  ];
  return {
    to: business.email,
    kind: `${contact.kind}.notification`,
    subject,
    text: [
      enquiry
        ? "A property maintenance enquiry came in from the website."
        : "A message came in from the website's contact form.",
      fields.join("\n"),
      "Message:",
      quote(contact.message),
      `The visitor has been told to expect a reply within one working day. Reply to ${contact.email} or call ${formatUkPhone(contact.phone)}, or answer it from the office's inbox at /admin/contacts.`,
    ].join("\n\n"),
  };
}

/**
 * The office's reply to an enquiry, from the inbox: the reply, the business's name and
 * number, and the enquirer's own message quoted beneath, as a reply in any mail program.
 */
export function enquiryReplyEmail(
  contact: ContactMessage,
  reply: string,
  business: BusinessContactDetails,
): OutgoingEmail {
  return {
    to: contact.email,
    kind: "enquiry.reply",
    subject: `Re: your ${contact.kind === "property-enquiry" ? "enquiry" : "message"} #${contact.id} — ${oneLine(business.name)}`,
    text: [
      `Hello ${oneLine(contact.name)},`,
      reply.trim(),
      signOff(business),
      `On ${formatLondonDateTime(contact.createdAt)} you wrote:`,
      quote(contact.message),
    ].join("\n\n"),
  };
}
