/**
 * Questions about booking: the booking rules, opening hours, the phone number, and the live
 * free windows at the fixed "now" the runs use (Tuesday 24 November 2026, 09:00 in London).
 */
import { PHONE, price, type QuestionCase } from "./question-case";

export const bookingQuestions: QuestionCase[] = [
  {
    id: "booking-opening-hours",
    category: "booking",
    question: "What are your opening hours?",
    expect: { contains: ["06:00", "22:00"], facts: ["Opening hours"] },
  },
  {
    id: "booking-sunday",
    category: "booking",
    question: "Do you work on Sundays?",
    expect: { contains: [/every day|seven days|sunday/i], notContains: [/closed on sundays?/i] },
  },
  {
    id: "booking-phone",
    category: "booking",
    question: "What's your phone number?",
    expect: { contains: [PHONE], facts: ["Phone"] },
  },
  {
    id: "booking-notice",
    category: "booking",
    question: "How much notice do you need when I book?",
    expect: { contains: [/two hours|2 hours|120 minutes/i] },
  },
  {
    id: "booking-days-ahead",
    category: "booking",
    question: "How far in advance can I book a visit?",
    expect: { contains: [/60 days/i] },
  },
  {
    id: "booking-cancel",
    category: "booking",
    question: "Can I cancel my booking, and is there a charge?",
    expect: { contains: [/24 hours/i] },
  },
  {
    id: "booking-reschedule",
    category: "booking",
    question: "How do I move my booking to another day?",
    expect: { contains: [/24 hours/i, /portal/i] },
  },
  {
    id: "booking-window-length",
    category: "booking",
    question: "How long is the arrival window you give?",
    expect: { contains: [/two-hour|2-hour|two hours|2 hours/i], notFacts: ["Service"] },
  },
  {
    id: "booking-how",
    category: "booking",
    question: "How do I book a job online?",
    expect: { contains: [/window/i] },
  },
  {
    id: "booking-payment",
    category: "booking",
    question: "How do I pay, do you take cards?",
    expect: { contains: [/card/i, /Direct Debit/i] },
  },
  {
    id: "booking-photos",
    category: "booking",
    question: "How many photos can I add to a booking?",
    expect: { contains: [/five|\b5\b/i] },
  },
  {
    id: "booking-reminder",
    category: "booking",
    question: "Will I get a reminder before the visit?",
    expect: { contains: [/reminder/i, /24 hours|twenty-four hours/i] },
  },
];

export const availabilityQuestions: QuestionCase[] = [
  {
    id: "availability-today",
    category: "availability",
    question: "Can someone come today?",
    // At 09:00 with two hours' notice, the first free window on a fresh database is 12:00.
    expect: { facts: ["Next free windows"], contains: [/12:00\s?[–-]\s?14:00/] },
  },
  {
    id: "availability-tap-cv3-tomorrow",
    category: "availability",
    question: "Can someone fix a dripping tap in CV3 tomorrow?",
    expect: {
      covered: true,
      facts: ["Next free windows", "Price"],
      contains: [price("sub.plumbing.leaky-tap-repairs"), /06:00\s?[–-]\s?08:00/],
      cites: "/services/plumbing/leaky-tap-repairs",
      book: true,
    },
  },
  {
    id: "availability-saturday",
    category: "availability",
    question: "Have you got anything free on Saturday?",
    expect: { facts: ["Next free windows"] },
  },
  {
    id: "availability-tv-cv5-tomorrow-morning",
    category: "availability",
    question: "Any slots tomorrow morning to mount a TV in CV5 6FH?",
    expect: { covered: true, facts: ["Next free windows"], book: true },
  },
  {
    id: "availability-leamington-this-evening",
    category: "availability",
    question: "Could an engineer come to Leamington this evening to fix a shelf?",
    expect: { covered: true, facts: ["Next free windows"] },
  },
  {
    id: "availability-next-week-electrician",
    category: "availability",
    question: "When is your next free slot for a light fitting next week?",
    expect: { facts: ["Next free windows"], cites: "/services/electrical/light-fitting" },
  },
  {
    id: "availability-out-of-area-tomorrow",
    category: "availability",
    question: "Can you come to Rugby CV21 3AA tomorrow to fix a door?",
    expect: { covered: false, notContains: [/we can come tomorrow/i] },
  },
];
