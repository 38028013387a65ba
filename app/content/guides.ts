import type { GuidePage } from "./types";

/** DIY guides under /guides/{slug}. Steps feed the HowTo structured data. */
export const guides: GuidePage[] = [
  {
    slug: "how-to-fix-leaky-tap-coventry",
    title: "How to Fix a Leaky Tap | Coventry Hard Water Guide",
    metaDescription:
      "Fix a dripping tap in your Coventry home: washer taps or ceramic quarter-turn cartridges, isolating valves and the limescale our hard water leaves behind.",
    h1: "How to fix a leaky tap in a Coventry home",
    intro:
      "Most dripping taps in Coventry, Warwick and Leamington need one small part, a washer or a ceramic cartridge, and about 45 minutes. Here is how to tell which you have and fit it safely.",
    steps: [
      {
        heading: "Work out which kind of tap you have",
        text: "If the handle turns several times before the water stops, it has a rubber washer. If it stops after a quarter or half turn, it has a ceramic cartridge.",
      },
      {
        heading: "Turn off the water at the isolating valve",
        text: "Turn the slot on the valve under the sink a quarter turn with a flat screwdriver so it sits across the pipe. If there is no valve, close the main stopcock instead.",
      },
      {
        heading: "Drain the tap and put the plug in",
        text: "Open the tap to let the last of the water out, then put the plug in so small screws and washers cannot drop down the waste.",
      },
      {
        heading: "Take off the handle and shroud",
        text: "Prise off the coloured cap, undo the screw beneath and lift the handle away. Wrap the shroud in a cloth before gripping it so the chrome is not scratched.",
      },
      {
        heading: "Unscrew the headgear or cartridge",
        text: "Hold the tap body steady with one hand and undo the headgear nut or cartridge anticlockwise with a spanner. Do not let the whole tap twist on the sink.",
      },
      {
        heading: "Fit a new washer or matching cartridge",
        text: "Fit a washer of the same size, or take the old cartridge to a plumbers' merchant to match it. Cartridges differ by make and some are handed for hot and cold.",
      },
      {
        heading: "Descale the parts before refitting",
        text: "Soak the spout aerator and any scaled parts in white vinegar for 20 minutes, then rinse. Hard water deposits stop new seals seating properly.",
      },
      {
        heading: "Reassemble, restore the water and check",
        text: "Refit the parts hand-tight plus a quarter turn, open the valve slowly and run the tap. Check the spout and the base of the handle for drips over the next day.",
      },
    ],
    toolsNeeded: [
      "Flat-head screwdriver",
      "Cross-head screwdriver",
      "Adjustable spanner",
      "Replacement tap washer or ceramic cartridge",
      "Silicone tap grease",
      "White vinegar or citric acid descaler",
      "Soft cloth and an old towel",
    ],
    totalTime: "PT45M",
    body: `## Why taps drip in Coventry homes

Almost every dripping tap comes down to one worn part. Severn Trent supplies Coventry and most of Warwickshire with hard water, and the calcium it carries settles on everything it touches. Scale hardens rubber washers, scratches the faces of ceramic discs and traps grit where two surfaces should meet. That is why taps in Earlsdon, Kenilworth or Leamington Spa often start dripping after a few years when the same tap in a soft-water area would last much longer. The good news is that the fix is usually cheap and needs only basic tools.

## Washer taps or ceramic cartridge taps?

### Traditional washer taps

You will find these on older basins and baths, on pillar taps in Victorian terraces in Chapelfields and Stoke, and on many 1930s bathrooms that have never been refitted. The handle turns several times, pressing a rubber washer down onto a brass seat. When the washer goes hard or splits, water creeps past it. A new washer costs pennies. If the brass seat is pitted by scale, a new washer will seal for a few weeks and then drip again, and the seat needs regrinding or the tap needs replacing.

### Ceramic cartridge quarter-turn taps

Most mixer taps and almost every new-build kitchen use cartridges: two ceramic discs with holes that line up as you turn the handle. A drip that no amount of tightening cures usually means the discs are scratched. Cartridges vary in length, spline count and thread from one manufacturer to another, so take the old one with you when buying a replacement. Some come in pairs, one for hot and one for cold, because they turn in opposite directions.

### Water from the handle or the base of the spout

If water appears around the handle or where a swivel spout meets the body, rather than from the end of the spout, the culprit is usually a perished O-ring. Replace it and smear the new one with silicone grease.

## Finding your isolating valve

Kitchens and bathrooms fitted since the 1980s usually have small isolating valves on the pipes under the sink or basin. When the slot runs along the pipe the valve is open; across the pipe, it is closed. Many older Coventry houses have none, so you will need the main stopcock, which is often under the kitchen sink, under the stairs or in the front cellar of a terrace. If it is stiff, do not force it: an old stopcock that is forced can start leaking from its gland. If your hot water comes from a cylinder, the hot tap may keep running after the mains is off; look for the valve on the cylinder's cold feed. Never touch the boiler itself, as any gas appliance is a job for a Gas Safe registered engineer.

## Keeping scale at bay afterwards

Once the tap is fixed, a little routine care stretches its life. Unscrew the aerator every couple of months and soak it in vinegar or citric acid. Wipe taps dry after use so scale does not build around the base. Check the finish first, because brushed brass and coloured taps can be marked by acids.

## When to call us instead

Stop and call us if the isolating valve or stopcock will not turn or starts weeping, if the headgear is seized and the tap begins to twist, if you cannot identify the cartridge, or if water is leaking from the flexible hoses under the sink rather than the tap. Tenants should let their landlord know before taking a tap apart. Our engineers carry common washers and a range of cartridges, and can fit a new tap if yours is past saving. See what a visit includes on our [leaky tap repairs](/services/plumbing/leaky-tap-repairs) page, or [pick a two-hour arrival window online](/book); we are open {hours}. {vat:Prices include VAT|No VAT is added to our prices} and the repair carries our 12-month workmanship guarantee.`,
    faqs: [
      {
        question: "Can I stop the drip by turning the tap off harder?",
        answer:
          "Only for a short while. Overtightening squashes a washer out of shape or cracks a ceramic disc, so the drip comes back worse.",
      },
      {
        question: "Why did my new washer start dripping again after a few weeks?",
        answer:
          "The brass seat underneath is probably pitted by scale, so no washer can seal against it for long. The seat needs regrinding or the tap needs replacing.",
      },
      {
        question: "How do I know which cartridge to buy?",
        answer:
          "Take the old cartridge to a plumbers' merchant and match its length, spline count and thread. If the tap has a brand name, the manufacturer's spare parts list will name the exact cartridge.",
      },
      {
        question: "Will you replace the whole tap if it cannot be repaired?",
        answer:
          "Yes. If the body is corroded or parts are no longer made, we can fit a new tap on the same visit when you have one ready, or advise you on a suitable replacement.",
      },
    ],
  },
];

export function findGuide(slug: string): GuidePage | undefined {
  return guides.find((guide) => guide.slug === slug);
}
