import type { PriceListItem } from "./types";

/**
 * The one price list of We Fix Coventry. All prices are whole pence and include VAT.
 * Seeded into the database, which pages read by these keys.
 * Range: £45.00 (call-out including the first hour) to £320.00.
 */
export const priceList: PriceListItem[] = [
  // Call-outs and labour
  {
    key: "callout.standard",
    category: "general",
    label: "Call-out including the first hour",
    pricePence: 4500,
    basis: "fixed",
    note: "Covers travel within our area and the first hour of work. Materials at cost.",
  },
  {
    key: "callout.emergency",
    category: "emergency",
    label: "Emergency same-day call-out including the first hour",
    pricePence: 9500,
    basis: "fixed",
    note: "Same-day attendance, 06:00–22:00 every day. Further time at the hourly rate.",
  },
  {
    key: "labour.hour",
    category: "general",
    label: "Each additional hour",
    pricePence: 4500,
    basis: "per-hour",
    note: "Charged after the first hour included in the call-out.",
  },
  {
    key: "labour.half-day",
    category: "general",
    label: "Half day, up to four hours",
    pricePence: 16000,
    basis: "fixed",
    note: "One engineer for a list of jobs. Materials at cost.",
  },
  {
    key: "labour.day",
    category: "general",
    label: "Full day, up to eight hours",
    pricePence: 29500,
    basis: "fixed",
    note: "One engineer for a list of jobs. Materials at cost.",
  },

  // Main services (typical starting prices)
  {
    key: "service.general-repairs",
    category: "general",
    label: "General repairs",
    pricePence: 4500,
    basis: "from",
    note: "Small repairs are often finished within the first hour of the call-out.",
  },
  {
    key: "service.carpentry-joinery",
    category: "carpentry",
    label: "Carpentry and joinery",
    pricePence: 6500,
    basis: "from",
  },
  {
    key: "service.painting-decorating",
    category: "painting",
    label: "Painting and decorating, one room",
    pricePence: 14500,
    basis: "from",
    note: "Paint supplied at cost or use your own.",
  },
  {
    key: "service.electrical-services",
    category: "electrical",
    label: "Electrical work",
    pricePence: 6000,
    basis: "from",
    note: "Tested and certified; notifiable work registered under Part P.",
  },
  {
    key: "service.plumbing-repairs",
    category: "plumbing",
    label: "Plumbing repairs",
    pricePence: 5500,
    basis: "from",
    note: "No gas work.",
  },
  {
    key: "service.security-locks",
    category: "security",
    label: "Locks and home security",
    pricePence: 6500,
    basis: "from",
  },
  {
    key: "service.home-improvements",
    category: "home-improvements",
    label: "Home improvements, half-day booking",
    pricePence: 16000,
    basis: "from",
    note: "Larger projects are quoted after a free survey.",
  },
  {
    key: "service.appliance-installation",
    category: "appliance",
    label: "Appliance installation",
    pricePence: 6500,
    basis: "from",
    note: "Electric appliances only; gas appliances need a Gas Safe engineer.",
  },
  {
    key: "service.emergency-repairs",
    category: "emergency",
    label: "Emergency repairs",
    pricePence: 9500,
    basis: "from",
    note: "Includes the first hour on site.",
  },
  {
    key: "service.garden-maintenance",
    category: "garden",
    label: "Garden maintenance visit",
    pricePence: 8500,
    basis: "from",
  },
  {
    key: "service.pat-testing",
    category: "pat-testing",
    label: "PAT testing, up to 20 items",
    pricePence: 6500,
    basis: "from",
    note: "Labels and a digital register included.",
  },
  {
    key: "service.gutter-cleaning",
    category: "gutter-cleaning",
    label: "Gutter cleaning, two-storey house front and back",
    pricePence: 8500,
    basis: "from",
  },
  {
    key: "service.pressure-washing",
    category: "pressure-washing",
    label: "Pressure washing, patio or single driveway",
    pricePence: 12000,
    basis: "from",
  },
  {
    key: "service.tiling-services",
    category: "tiling",
    label: "Tiling, splashback or small area",
    pricePence: 14500,
    basis: "from",
    note: "Whole rooms are quoted after a look.",
  },
  {
    key: "service.insulation-services",
    category: "insulation",
    label: "Loft insulation top-up",
    pricePence: 16500,
    basis: "from",
  },

  // Plumbing
  {
    key: "sub.plumbing.leaky-tap-repairs",
    category: "plumbing",
    label: "Leaky tap repair",
    pricePence: 5500,
    basis: "from",
    note: "Washer or ceramic cartridge replacement; parts at cost.",
  },
  {
    key: "sub.plumbing.toilet-installation",
    category: "plumbing",
    label: "Toilet installation",
    pricePence: 16500,
    basis: "from",
    note: "Like-for-like replacement of a close-coupled toilet; removal of the old one included.",
  },
  {
    key: "sub.plumbing.drain-clearing",
    category: "plumbing",
    label: "Drain clearing",
    pricePence: 8500,
    basis: "from",
  },
  {
    key: "sub.plumbing.shower-repairs",
    category: "plumbing",
    label: "Shower repair",
    pricePence: 7500,
    basis: "from",
  },
  {
    key: "sub.plumbing.radiator-repairs",
    category: "plumbing",
    label: "Radiator repair",
    pricePence: 6500,
    basis: "from",
    note: "Valves, leaks, bleeding and balancing. No gas work.",
  },

  // Electrical
  {
    key: "sub.electrical.socket-installation",
    category: "electrical",
    label: "Socket installation",
    pricePence: 8500,
    basis: "from",
    note: "Additional double socket from an existing circuit, tested and certified.",
  },
  {
    key: "sub.electrical.light-fitting",
    category: "electrical",
    label: "Light fitting",
    pricePence: 6000,
    basis: "from",
    note: "Replacing a ceiling light on an existing point.",
  },
  {
    key: "sub.electrical.fuse-box-upgrade",
    category: "electrical",
    label: "Fuse box (consumer unit) upgrade",
    pricePence: 32000,
    basis: "from",
    note: "Straightforward swap; larger boards and remedial work are quoted after a survey.",
  },
  {
    key: "sub.electrical.electrical-testing",
    category: "electrical",
    label: "Electrical Installation Condition Report (EICR)",
    pricePence: 18000,
    basis: "from",
    note: "Up to a three-bedroom home.",
  },

  // Carpentry
  {
    key: "sub.carpentry.door-hanging",
    category: "carpentry",
    label: "Door hanging, per internal door",
    pricePence: 9500,
    basis: "from",
  },
  {
    key: "sub.carpentry.shelving-installation",
    category: "carpentry",
    label: "Shelving installation",
    pricePence: 6500,
    basis: "from",
  },
  {
    key: "sub.carpentry.kitchen-fitting",
    category: "carpentry",
    label: "Kitchen fitting, per fitter day",
    pricePence: 29500,
    basis: "from",
    note: "Larger projects are quoted after a free survey.",
  },
  {
    key: "sub.carpentry.flooring-installation",
    category: "carpentry",
    label: "Flooring installation, one room",
    pricePence: 16000,
    basis: "from",
    note: "Laminate or click vinyl in a room up to 15 m².",
  },

  // Painting
  {
    key: "sub.painting.interior-painting",
    category: "painting",
    label: "Interior painting, one room",
    pricePence: 14500,
    basis: "from",
    note: "Walls and ceiling of an average bedroom.",
  },
  {
    key: "sub.painting.exterior-painting",
    category: "painting",
    label: "Exterior painting",
    pricePence: 22000,
    basis: "from",
    note: "For example front door, frame and ground-floor window woodwork.",
  },

  // Security
  {
    key: "sub.security.lock-repairs",
    category: "security",
    label: "Lock repair or replacement",
    pricePence: 6500,
    basis: "from",
  },
  {
    key: "sub.security.security-upgrades",
    category: "security",
    label: "Security upgrade",
    pricePence: 12000,
    basis: "from",
  },
  {
    key: "sub.security.door-window-security",
    category: "security",
    label: "Door and window security",
    pricePence: 8500,
    basis: "from",
  },
  {
    key: "sub.security.key-cutting",
    category: "security",
    label: "Key cutting and spare keys",
    pricePence: 4500,
    basis: "from",
  },
  {
    key: "sub.security.digital-locks",
    category: "security",
    label: "Digital or smart lock fitting",
    pricePence: 18500,
    basis: "from",
  },
  {
    key: "sub.security.emergency-lockout",
    category: "security",
    label: "Emergency lockout",
    pricePence: 9500,
    basis: "from",
    note: "Includes the first hour on site; a new lock, if needed, is extra.",
  },

  // General
  {
    key: "sub.general.window-repairs",
    category: "general",
    label: "Window repair",
    pricePence: 6500,
    basis: "from",
  },

  // Home improvements
  {
    key: "sub.home-improvements.kitchen-renovations",
    category: "home-improvements",
    label: "Kitchen renovation, two-person team day",
    pricePence: 32000,
    basis: "from",
    note: "Larger projects are quoted after a free survey.",
  },
  {
    key: "sub.home-improvements.bathroom-renovations",
    category: "home-improvements",
    label: "Bathroom renovation, two-person team day",
    pricePence: 32000,
    basis: "from",
    note: "Larger projects are quoted after a free survey.",
  },

  // Appliance
  {
    key: "sub.appliance.washing-machine-installation",
    category: "appliance",
    label: "Washing machine installation",
    pricePence: 6500,
    basis: "from",
  },
  {
    key: "sub.appliance.tv-wall-mounting",
    category: "appliance",
    label: "TV wall mounting",
    pricePence: 7500,
    basis: "from",
  },

  // Emergency
  {
    key: "sub.emergency.emergency-plumbing",
    category: "emergency",
    label: "Emergency plumbing",
    pricePence: 9500,
    basis: "from",
    note: "Includes the first hour on site.",
  },

  // Garden
  {
    key: "sub.garden.fence-repairs",
    category: "garden",
    label: "Fence repair",
    pricePence: 9500,
    basis: "from",
    note: "For example one replacement panel or post.",
  },

  // PAT testing
  {
    key: "sub.pat-testing.office-pat-testing",
    category: "pat-testing",
    label: "Office PAT testing, up to 40 items",
    pricePence: 9500,
    basis: "from",
  },
];

export function findPrice(key: string): PriceListItem | undefined {
  return priceList.find((item) => item.key === key);
}
