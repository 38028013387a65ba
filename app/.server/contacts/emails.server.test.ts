import { describe, expect, it } from "vitest";
import {
  acknowledgementEmail,
  enquiryReplyEmail,
  formatLondonDateTime,
  notificationEmail,
  type BusinessContactDetails,
  type ContactMessage,
} from "./emails.server";

const business: BusinessContactDetails = {
  name: "We Fix Coventry",
  phone: "+442476990123",
  email: "hello@wefixcoventry.co.uk",
  website: "https://wefixcoventry.co.uk",
};

const contact: ContactMessage = {
  id: "42",
  kind: "contact",
  name: "Sarah Mitchell",
  email: "sarah@example.com",
  phone: "+447400123456",
  postcode: "CV5 6AB",
  message: "The kitchen tap drips.\n\nCould someone look at it this week?",
  companyName: null,
  propertiesCount: null,
  createdAt: new Date("2026-07-14T08:30:00Z"),
};

const enquiry: ContactMessage = {
  ...contact,
  id: "43",
  kind: "property-enquiry",
  name: "Priya Shah",
  email: "priya@moathouse.example",
  companyName: "Moat House Lettings",
  propertiesCount: 1250,
  message: "We manage flats across Earlsdon and Canley and need a reliable maintenance partner.",
};

describe("acknowledgementEmail", () => {
  it("tells a visitor what happens next and quotes their message", () => {
    const email = acknowledgementEmail(contact, business);
    expect(email).toMatchObject({
      to: "sarah@example.com",
      kind: "contact.acknowledgement",
      subject: "We have your message — We Fix Coventry",
    });
    expect(email.text).toContain("Hello Sarah Mitchell,");
    expect(email.text).toContain("within one working day");
    expect(email.text).toContain("07400 123456");
    expect(email.text).toContain("call us on 024 7699 0123");
    expect(email.text).toContain(
      "> The kitchen tap drips.\n>\n> Could someone look at it this week?",
    );
    expect(email.text).toContain("#42");
  });

  it("names the company and its properties for an enquiry", () => {
    const email = acknowledgementEmail(enquiry, business);
    expect(email).toMatchObject({
      to: "priya@moathouse.example",
      kind: "property-enquiry.acknowledgement",
      subject: "Your property maintenance enquiry — We Fix Coventry",
    });
    expect(email.text).toContain("Moat House Lettings (1,250 properties)");
    expect(email.text).toContain("within one working day");
    expect(email.text).toContain("Your enquiry:\n\n> We manage flats");
  });

  it("uses the phone number from the business settings", () => {
    const email = acknowledgementEmail(contact, { ...business, phone: "+441926123456" });
    expect(email.text).toContain("call us on 01926 123456");
    expect(email.text).not.toContain("024 7699 0123");
  });

  it("keeps a line break typed into a name on one line", () => {
    const email = acknowledgementEmail(
      { ...contact, name: "Sarah\r\nBcc: x@evil.example" },
      business,
    );
    expect(email.text).toContain("Hello Sarah Bcc: x@evil.example,");
  });
});

describe("notificationEmail", () => {
  it("sends every field of a message to the business", () => {
    const email = notificationEmail(contact, business);
    expect(email).toMatchObject({
      to: "hello@wefixcoventry.co.uk",
      kind: "contact.notification",
      subject: "New message from Sarah Mitchell, CV5 6AB",
    });
    for (const line of [
      "Reference: #42",
      "Received: Tuesday 14 July 2026, 09:30",
      "Name: Sarah Mitchell",
      "E-mail: sarah@example.com",
      "Phone: 07400 123456 (+447400123456)",
      "Postcode: CV5 6AB",
      "> Could someone look at it this week?",
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.text).not.toContain("Company:");
    expect(email.text).not.toContain("Properties managed:");
  });

  it("adds the company and the number of properties for an enquiry", () => {
    const email = notificationEmail(enquiry, business);
    expect(email).toMatchObject({
      kind: "property-enquiry.notification",
      subject: "New property enquiry from Moat House Lettings (1,250 properties)",
    });
    expect(email.text).toContain("Company: Moat House Lettings");
    expect(email.text).toContain("Properties managed: 1,250");
  });

  it("never lets a visitor's line break into the subject", () => {
    const email = notificationEmail({ ...contact, name: "Sarah\nBcc: x@evil.example" }, business);
    expect(email.subject).toBe("New message from Sarah Bcc: x@evil.example, CV5 6AB");
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

describe("formatLondonDateTime", () => {
  it("shows London time in summer (BST) and winter (GMT), with a 24-hour clock", () => {
    expect(formatLondonDateTime(new Date("2026-07-14T08:30:00Z"))).toBe(
      "Tuesday 14 July 2026, 09:30",
    );
    expect(formatLondonDateTime(new Date("2026-11-22T17:05:00Z"))).toBe(
      "Sunday 22 November 2026, 17:05",
    );
    expect(formatLondonDateTime(new Date("2026-03-29T00:59:00Z"))).toBe(
      "Sunday 29 March 2026, 00:59",
    );
    expect(formatLondonDateTime(new Date("2026-03-29T01:00:00Z"))).toBe(
      "Sunday 29 March 2026, 02:00",
    );
  });
});

describe("enquiryReplyEmail", () => {
  it("replies to the enquirer with the business's name and their message quoted", () => {
    const email = enquiryReplyEmail(
      contact,
      "We can come on Thursday morning.\nDoes 9am suit?",
      business,
    );
    expect(email).toMatchObject({
      to: "sarah@example.com",
      kind: "enquiry.reply",
      subject: "Re: your message #42 — We Fix Coventry",
    });
    expect(email.text).toContain("Hello Sarah Mitchell,\n\nWe can come on Thursday morning.");
    expect(email.text).toContain("We Fix Coventry\n024 7699 0123");
    expect(email.text).toContain(
      "On Tuesday 14 July 2026, 09:30 you wrote:\n\n> The kitchen tap drips.",
    );
  });

  it("calls a property enquiry an enquiry", () => {
    expect(enquiryReplyEmail(enquiry, "Thank you.", business).subject).toBe(
      "Re: your enquiry #43 — We Fix Coventry",
    );
  });
});
