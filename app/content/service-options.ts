/**
 * Each service page's slug and name, in the pages' order: what a form offers when it asks for
 * a service. Listed here rather than taken from services.ts so the browser does not carry the
 * service pages' copy (service-options.test.ts keeps the two equal).
 */
export const SERVICE_OPTIONS: readonly { slug: string; name: string }[] = [
  { slug: "general-repairs", name: "General repairs" },
  { slug: "carpentry-joinery", name: "Carpentry and joinery" },
  { slug: "painting-decorating", name: "Painting and decorating" },
  { slug: "electrical-services", name: "Electrical services" },
  { slug: "plumbing-repairs", name: "Plumbing repairs" },
  { slug: "security-locks", name: "Security and locks" },
  { slug: "home-improvements", name: "Home improvements" },
  { slug: "appliance-installation", name: "Appliance installation" },
  { slug: "emergency-repairs", name: "Emergency repairs" },
  { slug: "garden-maintenance", name: "Garden maintenance" },
  { slug: "pat-testing", name: "PAT testing" },
  { slug: "gutter-cleaning", name: "Gutter cleaning" },
  { slug: "pressure-washing", name: "Pressure washing" },
  { slug: "tiling-services", name: "Tiling services" },
  { slug: "insulation-services", name: "Insulation services" },
];
