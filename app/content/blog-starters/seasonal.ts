import type { StarterArticle } from "./types";

export const seasonalStarters: StarterArticle[] = [
  {
    slug: "clearing-gutters-after-autumn-coventry",
    theme: "seasonal",
    title: "Clearing Gutters After the Leaves Fall in Coventry",
    description:
      "Once the trees are bare, gutters in Coventry, Kenilworth and Leamington are full. Why to clear them before winter, the warning signs and when to call us.",
    tags: ["gutters", "autumn", "maintenance"],
    body: `By the end of November most of the leaves in Coventry have come down, and a good share of them are sitting in gutters. Streets lined with mature trees, such as the avenues of Earlsdon and Styvechale, the older roads of Kenilworth and the terraces near the parks in Leamington Spa, fill gutters fastest, but even a house with no tree nearby collects moss from the roof, windblown litter and the odd tennis ball.

The best time to clear them is once the trees are bare and before the first hard frost. Clear them in October and they fill again within weeks; leave them until January and they may already have overflowed through the wettest part of the year.

## Why a blocked gutter matters

A gutter that cannot drain spills water down the face of the wall instead of carrying it to the downpipe. Over a winter that means:

- Damp patches on inside walls, often in a bedroom corner or above a window
- Green staining and moss on the brickwork, and mortar that starts to wash out
- Water pooling against the foundations or splashing up above the damp-proof course
- Rotting fascia boards, where timber fascias are still fitted
- Ice in the gutter during a cold snap, whose weight can pull brackets loose

Older solid-walled houses, common in Chapelfields, Radford and Lower Stoke, are the least forgiving: with no cavity to stop it, water running down the outside finds its way through much sooner.

## Signs your gutters need clearing

Watch the house in heavy rain. Water spilling over the front edge of the gutter, a steady drip from one joint, or a downpipe that stays dry while the gutter overflows all point to a blockage. On a dry day, look for plants growing along the gutter line, a gutter that sags between brackets, or dark streaks on the wall below a joint.

## Doing it yourself safely

A bungalow or the flat roof of a single-storey extension can often be cleared from a stepladder on firm, level ground. Wear gloves, scoop the debris into a bucket rather than down the downpipe, then run a hose or a watering can along the gutter to check it falls towards the outlet. If water sits in one section, the gutter may need its brackets adjusting.

Above the ground floor it is a different job. Ladder falls are a common cause of serious injury at home, and gutters on a two-storey semi are higher than they look from the garden. Do not lean a ladder against plastic guttering, which can crack or slide under the weight.

## What we do

Our [gutter cleaning](/services/gutter-cleaning) visits clear the gutters and outlets, check the downpipes run freely, and tell you about any loose brackets, leaking joints or cracked sections, with photos taken at height so you can see what we saw. Small repairs such as resealing a joint or refixing a bracket can usually be done on the same visit.

We do not carry out roof repairs. If we spot slipped tiles, cracked ridge mortar or damaged flashing while we are up there, we will show you the photos so you can get a roofer in before the winter storms.

Landlords with several houses can have gutters cleared on a regular plan through our [property services](/property-services) accounts. For a single house in Coventry, Warwick, Kenilworth or Leamington Spa, [choose a time online](/book), and see our [price list](/prices) for what a visit costs.`,
  },
  {
    slug: "spring-checks-coventry-home",
    theme: "seasonal",
    title: "Spring Checks for Your Home After a Midlands Winter",
    description:
      "A weekend walk round the outside and inside of your home each spring catches winter damage early. A checklist for Coventry, Warwick and Leamington homes.",
    tags: ["spring", "checklist", "maintenance"],
    body: `Winter in Coventry and Warwickshire is more wet than cold, but the weeks of rain, a few hard frosts and the odd storm still take their toll on a house. March and April, once the worst weather has passed, are the right time to look for what the winter did and put it right before summer. Nothing on this list takes long to check, and catching a problem now is almost always cheaper than finding it next winter.

## Outside: start at the top and work down

Stand back from the house, ideally with binoculars, and look at:

- **Gutters and downpipes.** Look for sagging sections, joints that dripped all winter (a dark streak on the wall gives them away) and downpipes that have come away from their clips.
- **The roof line.** You are only looking, not climbing. Slipped or missing tiles, a ridge tile out of line or damaged flashing round the chimney all need a roofer, and sooner is better.
- **Windows and doors.** Check the sealant between the frames and the brickwork. Winter frosts crack old mastic, and a gap there lets rain into the wall.
- **Exterior woodwork.** Sills and the bottom of door frames, especially on south and west-facing walls, are where paint fails first.
- **Walls and paths.** Note new cracks, loose pointing and slabs lifted by frost, which are easy to trip on.

## The garden and boundaries

Wind is hard on fences. Push gently on each post: one that rocks has usually rotted at ground level, and the panels either side will be next. Check that gates still latch, that gravel boards are intact and that sheds have not lost felt from their roofs. In the older gardens of Earlsdon and Kenilworth, where fences are often decades old, a spring check is the difference between replacing one post and replacing a whole run.

Turn the outside tap on and look for drips from the tap and the pipe behind it. A pipe that froze over winter may only show its split once water runs through it again.

## Inside

- Test every smoke alarm and carbon monoxide alarm with its test button
- Look at the ceilings under the bathroom and below any water tank for new stains
- Check the silicone round the bath and shower; black mould that has grown through it over winter means it is time to reseal
- Clean the extractor fans in the kitchen and bathroom, and check they still pull a sheet of toilet paper against the grille
- Open every window fully once: stiff hinges and handles are easier to free now than in a heatwave

## When to call us

Most of these checks take an hour on a dry Saturday. What you find can usually be put right in a single visit by one of our engineers: resealing windows and baths, replacing a fence post or panel, clearing gutters, fixing a dripping outside tap or easing a sticking window. See our [general repairs](/services/general-repairs) page for the range of jobs we cover.

We work across Coventry, Warwick, Kenilworth and Leamington Spa. Write your list down, [book a visit online](/book) and we will work through it in one go; our [price list](/prices) shows what a visit costs.`,
  },
  {
    slug: "fences-gates-decking-ready-for-summer",
    theme: "seasonal",
    title: "Getting Fences, Gates and Decking Ready for Summer",
    description:
      "Before the barbecue comes out, check the fence posts, gates and decking. What to look for in Coventry and Warwickshire gardens, and what to fix first.",
    tags: ["garden", "fencing", "summer"],
    body: `Summer is when a garden gets used, and it is also when small problems with fences, gates and decking turn into accidents or arguments with the neighbours. A rotten post that survived the winter can go in the first gusty evening in June; a slippery deck board that went unnoticed in March is a hazard once the children are out on it every day. Late May and early June, after the spring rain and before the busiest weeks, are a good time to go round the garden properly.

## Fence posts first

Most fence failures start at the base of the posts, where timber sits in damp soil. Push each post firmly. If it moves, dig a little soil away and prod the timber with a screwdriver: soft, crumbly wood means rot. A single failing post can often be replaced, or repaired with a concrete spur bolted alongside it, without taking the whole fence down.

Panels themselves are cheap to replace, but a panel that has blown out once will blow out again if the posts either side are loose. Timber gravel boards rot too; concrete gravel boards, common on newer estates around Coventry and on the edges of Warwick, last much longer and keep the panels off the ground.

Before you do anything to a fence, check whose it is. The deeds or the seller's property information form usually say which boundaries are yours, and it is worth a friendly word with the neighbour before any work starts on a shared fence.

## Gates that drag or will not latch

A gate that drags on the path has usually dropped on its hinges, or its post has started to lean. Tightening or replacing the hinge screws, fitting longer screws into fresh timber or adding a diagonal brace often brings it back. If the post itself has moved, it needs resetting. A side gate is often the way into the back garden, so a latch that closes firmly, and a lock or bolt that works, is a security matter as much as a tidy one.

## Decking

Timber decking goes slippery with algae in the damp months, particularly on north-facing and shaded decks. A stiff brush and a decking cleaner usually clear it; a pressure washer works but can raise the grain and damage soft timber if the nozzle is held too close. Once it has dried out for a few days, re-oil or stain it so the boards shed water.

While the deck is clean, check:

- Loose or rocking boards, and screws that have lifted proud of the surface
- Soft boards near planters or under downpipes, where water collects
- Handrails and balustrades on raised decks: lean on them firmly, and fix any movement before someone relies on them

## When to call us

Fence and gate repairs, replacement posts and panels, and decking repairs are everyday work for our engineers in Coventry, Kenilworth, Warwick and Leamington Spa. See our [fence repairs](/services/garden/fence-repairs) page for what we do, and our [pressure washing](/services/pressure-washing) service for patios, paths and decking. [Book a visit online](/book), with photos if you can, and check our [price list](/prices) before you do.`,
  },
  {
    slug: "condensation-and-mould-coventry-winter",
    theme: "seasonal",
    title: "Keeping Condensation and Mould Down Through Winter",
    description:
      "Streaming windows and black mould in corners are a winter problem in many Coventry homes. What causes them and the small jobs that make a difference.",
    tags: ["winter", "damp", "ventilation"],
    body: `From November to March many homes in Coventry and Warwickshire have the same mornings: bedroom windows streaming with water, a damp smell in the bathroom and, by February, black spots of mould in the corners of ceilings and behind wardrobes. In most cases this is condensation rather than water getting in from outside, and it can usually be brought under control with a few changes and some small jobs.

## Why it happens

Cooking, showering, drying washing and even breathing put water vapour into the air. When that warm, moist air meets a cold surface, such as a window, an outside wall or the back of a cupboard on an outside wall, the vapour turns back into water. Mould then grows wherever a surface stays damp.

Older solid-walled houses, such as the Victorian and Edwardian terraces of Earlsdon, Chapelfields and Stoke, have cold outside walls and often poor ventilation. Newer, well-sealed homes on the estates around Warwick and Leamington Spa have warmer walls but can trap moisture inside if nothing takes it out.

## Condensation or something else?

It matters which, because the fixes are different. Condensation usually shows as mould in corners, behind furniture and around windows, and it is worse in cold weather. Damp from outside shows as patches that get worse after rain, often under a leaking gutter or a cracked sill. Rising damp, low on ground-floor walls, is much less common than people fear. If a patch is worse after rain, look outside first; a blocked gutter is often the cause.

## Everyday habits that help

- Put lids on pans and use the cooker hood whenever you cook
- Run the bathroom fan during showers and for a good while after, with the door closed
- Dry washing outside when you can; indoors, dry it in one room with the window open a little and the door shut
- Leave a small gap between wardrobes and outside walls
- Keep trickle vents on windows open, and keep the heating at a steady low level rather than in short bursts

## Small jobs that make a real difference

- **Extractor fans.** Many fans are too weak, blocked with fluff or wired so they stop the moment the light goes off. A fan with a humidity sensor or an overrun timer keeps working until the room has cleared. Fitting one is electrical work, done by our Part P registered electrician; see our [electrical services](/services/electrical-services).
- **Sealant and grout.** Silicone that has gone black cannot be cleaned back. Cutting it out, treating the area and resealing stops the mould coming straight back.
- **Insulation.** Topping up loft insulation warms bedroom ceilings, and insulating cold spots cuts the condensation on them. Our [insulation services](/services/insulation-services) page explains what we can do.
- **Mould-resistant paint.** After the mould has been killed and the cause dealt with, a mould-resistant paint in bathrooms and kitchens keeps it from coming back as fast.

## When to call us

If mould returns however much you ventilate, or you are not sure whether it is condensation or a leak, we can take a look. Our engineers work across Coventry, Kenilworth, Warwick and Leamington Spa; [book a visit online](/book) or ask a question through our [contact form](/contact).`,
  },
];
