import type { StarterArticle } from "./types";

export const smallJobStarters: StarterArticle[] = [
  {
    slug: "dripping-tap-worth-fixing-now",
    theme: "small-jobs",
    title: "Why That Dripping Tap Is Worth Fixing Now",
    description:
      "A dripping tap wastes water, stains the basin and wears out faster in Coventry's hard water. Why it drips, what you can fix yourself and when to call us.",
    tags: ["small jobs", "plumbing", "taps"],
    body: `A dripping tap is the classic job that goes on the list and stays there. It is only a drip, after all. But a tap that drips all day and night wastes a surprising amount of water over a year, and if it is the hot tap you are paying to heat it too. In Coventry and across Warwickshire there is another reason not to wait: hard water.

## Why taps drip

Every tap has something inside that closes off the water when you turn it off, and that part wears.

- **Older taps with a rising spindle,** the kind that take several full turns to open, close with a rubber washer pressed onto a brass seat. The washer hardens and splits with age, and the seat can wear or get scored.
- **Quarter-turn taps and most modern mixers** use ceramic discs in a cartridge. Two discs slide over each other; when they are worn or scratched, or grit is caught between them, the tap drips.
- **Mixer taps with a swivel spout** can also leak from the base of the spout, where O-rings seal it to the body.

## What hard water does

Water across Coventry, Kenilworth, Warwick and Leamington Spa is hard, carrying dissolved minerals that leave limescale wherever water sits and dries. Scale builds up on tap seats and between cartridge discs, stopping them sealing, and a dripping tap makes it worse: the constant trickle leaves a crust on the spout and a stain on the basin or bath below. Left long enough, the scale can make a tap hard to turn at all, and a cartridge that has seized is more work to remove.

## What you can do yourself

Replacing a washer or a cartridge is a manageable job for many people, and our step-by-step guide, [how to fix a leaky tap](/guides/how-to-fix-leaky-tap-coventry), walks through it, from finding the isolating valve to fitting the new part. The keys to success:

- Turn off the water at the isolating valve under the sink, or at the stopcock if there is none, before you start
- Put the plug in so small parts cannot go down the waste
- Take the old washer or cartridge with you when you buy the new one: there are many sizes, and a close match is not good enough
- Use a cloth between the spanner and a chrome tap to avoid scratching it

## When to call us

Stop and get help if the isolating valve or stopcock will not turn, if the tap body starts to twist on the basin when you undo the headgear, if you cannot identify or get hold of the right cartridge, or if water is leaking from the flexible hoses under the sink rather than the tap itself. Those are the points where a small job can become a flood.

Our [leaky tap repairs](/services/plumbing/leaky-tap-repairs) cover washers, cartridges, O-rings and, when a tap is past saving, a new tap fitted. An engineer usually carries the common parts, and a dripping tap sits well alongside other small jobs in the same visit: resealing the bath, easing a sticking door or fixing a loose towel rail.

[Book a visit online](/book) across Coventry, Warwick, Kenilworth or Leamington Spa, and see our [price list](/prices) for what it costs.`,
  },
  {
    slug: "doors-that-stick-drag-or-will-not-latch",
    theme: "small-jobs",
    title: "Doors That Stick, Drag or Will Not Latch",
    description:
      "A door that sticks in winter, drags on the carpet or will not latch usually has a simple cause. What to check and how we fix doors in Coventry homes.",
    tags: ["small jobs", "doors", "carpentry"],
    body: `A door that has to be shouldered shut, or swings open on its own, is an annoyance you learn to live with, until the day it will not close at all. Most sticking, dragging and unlatching doors have one of a few causes, and the fix is often smaller than people expect. These are the problems we see most in homes across Coventry, Kenilworth, Warwick and Leamington Spa.

## Check the hinges first

Open the door halfway and lift the handle end gently. If the door moves up and down, the hinges are loose. The screws in the top hinge carry most of the weight, and over years of use they work loose in the frame, letting the door drop at the handle side so it catches on the frame or the floor.

Tighten every hinge screw. If a screw just spins, the hole is worn: a longer screw that reaches fresh timber, or the hole packed with glued timber slivers and redrilled, gives it grip again. This alone fixes a large share of sticking doors.

## Doors that stick in winter

Timber takes up moisture in the damp months and swells. A door that closes perfectly in July can bind in January, particularly external doors and those into bathrooms. In the Victorian and Edwardian houses of Earlsdon, Chapelfields and Stoke, where frames have also settled over a century, doors rarely hang square.

Resist the temptation to plane a swollen door in midwinter. It will shrink again in summer and leave a gap. Find where it rubs, look at whether the hinges are the real cause, and take off only as much as is needed. Any edge that has been planed must be sealed with primer and paint, or it will soak up even more moisture.

## Doors that drag on new flooring

New carpet with a thick underlay, or a laminate floor laid over the old one, often leaves doors scraping. The door needs trimming at the bottom, done with the door off its hinges and cut with a fine saw or a track saw so the edge is clean. Internal fire doors have limits on how much can be taken off, so check before you cut.

## Doors that will not latch

If the door closes but does not click shut, watch the latch tongue as the door meets the frame. If it hits above or below the hole in the striking plate, the door has dropped or the frame has moved. Small misalignments can be cured by filing the plate's opening or moving the plate; bigger ones mean sorting the hinges first. A latch that is sluggish to spring back may simply need replacing.

uPVC and composite doors are different: their hinges and keeps are adjustable, and a door that has dropped can usually be brought back with an Allen key. If a uPVC door needs lifting or shoving to lock, have it adjusted before the mechanism wears out.

## When to call us

Planing, trimming, rehanging and adjusting doors is everyday work for our carpenters. See our [door hanging](/services/carpentry/door-hanging) page for sticking and dropped doors, new internal doors and fire doors, and our [lock repairs](/services/security/lock-repairs) page for uPVC doors that will not lock.

A door or two fits easily into a visit alongside other jobs on your list. [Book online](/book), and see our [price list](/prices) for how visits are charged.`,
  },
  {
    slug: "resealing-bath-or-shower-silicone",
    theme: "small-jobs",
    title: "Resealing a Bath or Shower: When Silicone Has Had Its Day",
    description:
      "Black mould in the sealant or gaps round the shower tray? Why bath and shower seals fail, why it matters for the ceiling below and how to reseal properly.",
    tags: ["small jobs", "bathrooms", "sealant"],
    body: `The strip of silicone round a bath or shower tray does a bigger job than it looks. It is the only thing between a daily soaking and the floor, walls and, often, the ceiling of the room below. When it fails, water finds its way through quietly, sometimes for months, before a stain appears downstairs. It is one of the most common causes of leaks we are called to across Coventry, Warwick, Kenilworth and Leamington Spa.

## Signs the seal has failed

- Black mould in the silicone that no amount of cleaning will shift, because it has grown into the sealant itself
- Silicone that has peeled away, split or shrunk back from the tiles or the bath edge
- Gaps you can push a fingernail into at the corners, where movement is greatest
- A brown stain or bubbling paint on the ceiling below the bathroom
- A damp, musty smell that does not go away, or grout that stays dark long after a shower

## Why seals fail

Baths move. An acrylic bath in particular flexes as it fills with water and with a person's weight, and the seal is stretched every time. Sealant applied to an empty bath is pulled apart the first time the bath is full. Condensation and poor ventilation, common in small bathrooms in older Coventry terraces and in flats without opening windows, feed the mould. And sealant that was applied over old sealant, soap residue or damp surfaces never bonded properly in the first place.

## Resealing properly

The difference between a seal that lasts and one that fails within months is in the preparation.

- **Cut out all of the old sealant.** A sharp blade and a plastic scraper get the bulk off; a silicone remover deals with the film left behind. New silicone does not stick to old.
- **Kill the mould.** Treat the joint with a mould remover, rinse and let it dry fully.
- **Dry it properly.** Leave the joint to dry overnight if you can; sealant over damp never bonds.
- **Fill the bath.** Fill it with water before sealing so the joint is at its widest, and leave the water in until the sealant has cured.
- **Use the right sealant.** A sanitary silicone with a fungicide, in a colour that suits the tiles.
- **Mask and tool it.** Masking tape either side gives clean lines. Smooth the bead in one pass and peel the tape off straight away.
- **Let it cure.** Most sanitary silicones need around a day before the shower is used again; the cartridge says how long.

## When a reseal is not enough

If the tiles around the bath are loose or the grout is crumbling, water gets behind them whatever the sealant is like, and the tiling needs attention too; see our [tiling services](/services/tiling-services). If the shower tray moves when you stand in it, or water still appears below after resealing, the problem may be the waste or the tray's support, which our [shower repairs](/services/plumbing/shower-repairs) deal with.

## When to call us

Resealing a bath, a shower tray or a kitchen worktop is a job we do every day, and it pairs well with other small jobs on the same visit. [Book online](/book), and see our [price list](/prices) for how visits are charged.`,
  },
  {
    slug: "handrails-shelves-curtain-poles-flat-pack",
    theme: "small-jobs",
    title: "The Odd-Jobs List: Handrails, Shelves, Curtain Poles and Flat-Pack",
    description:
      "A loose handrail, shelves to put up, a curtain pole and a wardrobe in boxes: how to get the odd-jobs list done in one visit, in Coventry and nearby.",
    tags: ["small jobs", "carpentry", "odd jobs"],
    body: `Most homes have a list. It lives on the fridge or in a phone, and it grows: the handrail that has come loose, the shelves bought months ago, the curtain pole for the spare room, the wardrobe still in its boxes in the hall. None of it is difficult on its own, but together it takes a weekend nobody has. This is how we approach the list for customers in Coventry, Warwick, Kenilworth and Leamington Spa, and which items deserve to go to the top.

## The loose handrail comes first

A handrail that moves is not a cosmetic problem. It is the one thing people grab when they miss a step, and it fails at exactly that moment. Stairs are steep in many of the older terraces in Earlsdon, Chapelfields and Stoke, and a wobbly rail matters most to anyone older, carrying a child or unsteady on their feet.

The usual causes are brackets whose screws have pulled out of crumbling plaster, or plugs that were too small for the load. Refitting with the right fixings into solid masonry or a timber stud, rather than just the plaster, makes the rail solid again. If there is no handrail on a staircase that needs one, adding one is a straightforward job and one of the best safety improvements for an older relative's home.

## Shelves and heavy things on walls

Whether a shelf stays up depends on what the wall is made of. Many Coventry homes have solid brick walls with lime plaster that crumbles when drilled; newer homes and extensions in Warwick and Leamington have plasterboard on timber or metal studs, sometimes with a hollow gap behind. Each needs different fixings, and plasterboard on its own holds far less than most people expect.

Before drilling any wall, check for hidden pipes and cables. Cables usually run straight up or down from sockets and switches, or horizontally from them, but not always; a detector helps but is not infallible. Our [shelving installation](/services/carpentry/shelving-installation) covers floating shelves, alcove shelving and heavy-duty storage, with the right fixings for each wall.

## Curtain poles and blinds

The wall above a window hides a lintel, often concrete or steel, which blunts ordinary drill bits and sometimes leaves a poor fixing. In older houses, the plaster above the window may be the weakest in the room. A pole fixed only into plaster soon pulls out when heavy lined curtains are drawn every day. Longer poles need a centre bracket, and bay windows need a pole or track made to bend round them.

## Flat-pack furniture

Flat-pack is time-consuming rather than difficult, but a few points matter. Tall wardrobes and bookcases should always be fixed to the wall with the anti-tip kit in the box, especially in children's rooms. Do not overtighten cam locks, which strip chipboard easily, and build large items in the room where they will stand.

## One visit, the whole list

The most efficient way to tackle the list is in one go. Write everything down, including measurements and photos where they help, and send it with your booking. An engineer can then bring the right fixings and parts and work through it in a single visit. See our [general repairs](/services/general-repairs) page for the range of jobs we cover, [book online](/book), and check our [price list](/prices) for how time on site is charged.`,
  },
];
