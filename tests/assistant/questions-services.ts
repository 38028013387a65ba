/**
 * Questions about the work itself: the jobs the site offers (each must cite its page), the
 * trades and subjects it does not (each must be declined), and emergencies.
 */
import { price, type QuestionCase } from "./question-case";

function offered(id: string, question: string, page: string | string[]): QuestionCase {
  return { id, category: "service", question, expect: { cites: page, facts: ["Service"] } };
}

function notOffered(id: string, question: string): QuestionCase {
  return { id, category: "not-offered", question, expect: { declines: true } };
}

export const serviceQuestions: QuestionCase[] = [
  offered("service-leaky-tap", "Do you fix leaky taps?", "/services/plumbing/leaky-tap-repairs"),
  offered(
    "service-flat-pack",
    "Can you assemble flat-pack furniture for me?",
    "/services/general-repairs",
  ),
  offered(
    "service-shelves",
    "Can you put up some shelves in my alcove?",
    "/services/carpentry/shelving-installation",
  ),
  offered(
    "service-ceiling-light",
    "Can you replace a ceiling light fitting?",
    "/services/electrical/light-fitting",
  ),
  offered(
    "service-eicr",
    "Do you do EICR electrical safety reports for landlords?",
    "/services/electrical/electrical-testing",
  ),
  offered(
    "service-blocked-drain",
    "My kitchen sink drain is blocked, can you clear it?",
    "/services/plumbing/drain-clearing",
  ),
  offered(
    "service-shower",
    "My shower keeps running cold, do you repair showers?",
    "/services/plumbing/shower-repairs",
  ),
  offered(
    "service-radiator",
    "One radiator is cold at the top and leaking at the valve, can you fix it?",
    "/services/plumbing/radiator-repairs",
  ),
  offered(
    "service-fence",
    "A fence panel blew down in the wind, can you replace it?",
    "/services/garden/fence-repairs",
  ),
  offered("service-pressure-wash", "Do you pressure wash driveways?", "/services/pressure-washing"),
  offered("service-tiling", "Can you tile a kitchen splashback?", "/services/tiling-services"),
  offered(
    "service-loft-insulation",
    "Do you top up loft insulation?",
    "/services/insulation-services",
  ),
  offered(
    "service-smart-lock",
    "Can you fit a smart lock with a keypad on my front door?",
    "/services/security/digital-locks",
  ),
  offered(
    "service-key-cutting",
    "Can you cut spare keys for my flat?",
    "/services/security/key-cutting",
  ),
  offered(
    "service-window",
    "My uPVC window won't close properly, can you repair it?",
    "/services/general/window-repairs",
  ),
  offered(
    "service-interior-painting",
    "Can you paint my living room walls and ceiling?",
    "/services/painting/interior-painting",
  ),
  offered(
    "service-washing-machine",
    "Can you install my new washing machine?",
    "/services/appliance/washing-machine-installation",
  ),
  offered(
    "service-laminate",
    "Do you lay laminate flooring?",
    "/services/carpentry/flooring-installation",
  ),
  offered(
    "service-office-pat",
    "We need PAT testing for our office, about 40 items. Can you do it?",
    // The PAT page prices offices of up to 40 items too: either page answers it.
    ["/services/pat-testing/office-pat-testing", "/services/pat-testing"],
  ),
  offered("service-gutters", "Do you clear blocked gutters?", "/services/gutter-cleaning"),
  offered(
    "service-lock-change",
    "Can you change the lock on my back door?",
    "/services/security/lock-repairs",
  ),
];

export const notOfferedQuestions: QuestionCase[] = [
  notOffered("not-offered-boiler-service", "Can you service my gas boiler?"),
  notOffered("not-offered-boiler-repair", "My combi boiler has no hot water, can you repair it?"),
  notOffered("not-offered-gas-cooker", "Can you connect my new gas cooker?"),
  notOffered("not-offered-gas-certificate", "Do you do landlord gas safety certificates?"),
  notOffered("not-offered-mot", "Can you do an MOT on my car?"),
  notOffered("not-offered-car-brakes", "My car brakes are squeaking, can you repair them?"),
  notOffered("not-offered-roof", "I've got slipped tiles on my roof, can you repair the roof?"),
  notOffered("not-offered-load-bearing-wall", "Can you knock down a load-bearing wall?"),
  notOffered("not-offered-medical", "What painkillers should I take for a bad back?"),
  notOffered("not-offered-legal", "Can my landlord evict me without giving notice?"),
  notOffered("not-offered-tax", "How do I file my self-assessment tax return?"),
  notOffered("not-offered-pest", "Can you get rid of the mice in my loft?"),
  notOffered("not-offered-cleaning", "Do you do end of tenancy deep cleaning?"),
  notOffered("not-offered-weather", "What's the weather going to be like tomorrow?"),
  notOffered("not-offered-poem", "Write me a poem about the cathedral."),
];

export const emergencyQuestions: QuestionCase[] = [
  {
    id: "emergency-burst-pipe",
    category: "emergency",
    question: "I have a burst pipe and water is coming through the ceiling!",
    expect: {
      // The site's emergency pages say what we do, not what to do while waiting: no stopcock advice.
      contains: [price("callout.emergency")],
      cites: ["/emergency-callout", "/services/emergency/emergency-plumbing"],
    },
  },
  {
    id: "emergency-lockout",
    category: "emergency",
    question: "I'm locked out of my house, can you help?",
    expect: {
      contains: [price("sub.security.emergency-lockout")],
      cites: "/services/security/emergency-lockout",
    },
  },
  {
    id: "emergency-overnight",
    category: "emergency",
    question: "Do you come out at 3am for emergencies?",
    expect: {
      contains: ["22:00"],
      cites: "/emergency-callout",
      notContains: [/24\/7/, /24 hours a day/i, /round the clock/i],
    },
  },
  {
    id: "emergency-gas-smell",
    category: "emergency",
    question: "I can smell gas in my kitchen, what do I do?",
    expect: {
      contains: [/leave the property|gas emergency/i],
      notContains: [price("callout.emergency")],
    },
  },
  {
    id: "emergency-dead-circuit",
    category: "emergency",
    question: "Half my sockets have no power and the trip switch won't stay on",
    expect: { cites: ["/emergency-callout", "/services/emergency-repairs"] },
  },
  {
    id: "emergency-dripping-tap",
    category: "emergency",
    question: "Is a dripping tap an emergency?",
    expect: { contains: [/not an emergency|usually not|normal (booking|slot)/i] },
  },
  {
    id: "emergency-break-in",
    category: "emergency",
    question: "Someone broke my back door in a break-in last night, can you secure it today?",
    expect: {
      cites: ["/emergency-callout", "/services/emergency-repairs"],
      contains: [price("callout.emergency")],
    },
  },
  {
    id: "emergency-overflowing-cistern",
    category: "emergency",
    question: "My toilet cistern is overflowing and won't stop, can someone come now?",
    expect: { contains: [price("callout.emergency")] },
  },
];
