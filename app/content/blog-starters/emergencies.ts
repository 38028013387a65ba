import type { StarterArticle } from "./types";

export const emergencyStarters: StarterArticle[] = [
  {
    slug: "burst-pipe-what-to-do-before-help-arrives",
    theme: "emergencies",
    title: "Burst Pipe? What to Do Before Help Arrives",
    description:
      "Water pouring from a split pipe? Find the stopcock, drain the system and keep safe around electrics. A step-by-step guide for Coventry and Warwickshire homes.",
    tags: ["emergencies", "plumbing", "burst pipes"],
    body: `A burst or split pipe is one of the few household problems where the first five minutes matter more than anything a tradesperson does afterwards. The water keeps coming at mains pressure until somebody stops it, and every minute adds to the damage to ceilings, floors and electrics. These are the steps to take, in order, whether you are in a Coventry terrace, a Kenilworth semi or a flat in Leamington Spa.

## 1. Turn off the water at the stopcock

The internal stopcock is the tap that shuts off the cold water supply to the whole house. Where to look:

- **Older terraces**, such as those in Earlsdon, Chapelfields, Stoke and Radford: under the kitchen sink, under the stairs, or in the front cellar, often where the supply pipe comes in through the front wall
- **Newer houses**, including most estates around Coventry, Warwick and Leamington: under the kitchen sink, or in a downstairs cloakroom, utility room or garage
- **Flats**: under the kitchen sink, in an airing cupboard, or in a cupboard in the communal hallway

Turn it clockwise until it stops. If it is stiff, use steady pressure with a cloth for grip rather than forcing it with a wrench, which can snap an old brass spindle. If it will not move at all, the outside stop tap, under a small cover in the pavement or front path, can shut off the supply. It belongs to the water company, which is Severn Trent in Coventry, Warwick, Kenilworth and Leamington, and you need a long stop tap key to reach it.

## 2. Drain what is in the pipes

Open the cold taps in the kitchen and bathroom to drain the pipes, and flush the toilets. If the leak is on the hot side, or coming from a tank in the loft, turn off the boiler or immersion heater and open the hot taps too. On older systems with a cold water tank in the loft, the tank keeps feeding the pipes after the stopcock is closed until it has emptied.

## 3. Keep away from electrics

Water and electricity together are the real danger. If water is running near light fittings, sockets or the consumer unit, switch off the electricity at the main switch, but only if you can reach it without standing in water. Do not touch anything electrical that is wet. If a ceiling is bulging with water, keep out of the room underneath: a sagging plasterboard ceiling can come down without warning.

## 4. Limit the damage

- Put buckets and bowls under drips, and towels along the skirting
- Move furniture, rugs and electrical items out of the water's path
- Lift anything you can off the floor, starting with what cannot be dried
- Take photos and a short video of the leak and the damage for your insurer before anything is cleared

## 5. Get it repaired

A burst pipe is an emergency, and our [emergency call-out](/emergency-callout) page explains what happens next. We work across Coventry, Warwick, Kenilworth and Leamington Spa and aim to reach you the same day. If a pipe bursts in the night, make it safe with the steps above and book the first emergency slot after we open.

Our engineer will find the split, cut out the damaged section and make a permanent repair, or make it safe and come back if parts are needed. You will get photos and an itemised invoice for your insurer. See our [price list](/prices) for the emergency rate.

## Before it happens again

Find your stopcock today, check it turns, and make sure everyone in the house knows where it is. A stiff or seized stopcock is worth replacing before the day you need it; our [plumbing repairs](/services/plumbing-repairs) include that. In winter, lag pipes in lofts, garages and outside walls, where most freezing bursts start.`,
  },
  {
    slug: "water-coming-through-the-ceiling",
    theme: "emergencies",
    title: "Water Coming Through the Ceiling: Finding the Source Fast",
    description:
      "A stain spreading or water dripping through the ceiling? How to find the leak, limit the damage and know when it is an emergency, in Coventry homes.",
    tags: ["emergencies", "leaks", "plumbing"],
    body: `Water coming through a ceiling is alarming, but the cause is usually one of a handful of things, and a few minutes of detective work tells you how urgent it is. Across Coventry, Warwick, Kenilworth and Leamington Spa, the calls we get about ceiling leaks nearly always trace back to a bathroom, a pipe or the outside of the house.

## First, make it safe

- If water is dripping from or near a light fitting, switch off the lighting circuit at the consumer unit, or the main switch if you are unsure which circuit it is, and do not use the light switch
- If the ceiling is sagging or bulging, keep everyone out of the room below. Put a bucket underneath; some people pierce a bulge to let the water out in a controlled way, but only if you can do it from a safe distance and well away from any light fitting
- Move furniture and anything electrical away from the drip

## Then find the source

Think about what is directly above the stain, and when the water appears.

**Only when the shower or bath is used.** The most common cause by far. Failed sealant round a bath or shower tray, cracked grout, or a leaking waste under the tray lets water into the floor every time someone showers. Stop using that shower and the leak usually stops too.

**All the time, whatever is in use.** A pipe is leaking, often a joint under the bathroom floor, a radiator pipe or a connection under a basin or toilet. Turn off the water at the stopcock; if the drip slows and stops over the next hour, you have found it.

**Only in heavy rain.** The water is coming from outside: a blocked gutter overflowing into the wall, a failed flat roof over an extension, flashing round a chimney or a cracked window sill above. Older houses in Earlsdon, Stoke and Chapelfields, with solid walls and decades-old flat roofs on back additions, show this often.

**From the top floor, with a tank in the loft.** A cold water tank or header tank that overflows, or a pipe in the loft that has split in a frost.

## Is it an emergency?

It is an emergency if water is coming through steadily, is near electrics, or will not stop when you turn off the stopcock. Our [emergency call-out](/emergency-callout) runs through our opening hours, and we aim to reach you the same day.

It is usually not an emergency if it happens only when the shower is used and you can stop using it, or if an old stain has simply reappeared after rain. A normal [booking online](/book) is the better choice then, and costs less; see our [price list](/prices).

## After the leak

Once the source is fixed, the ceiling needs time to dry before it is repaired. A small stain can often be sealed with a stain-blocking primer and repainted. Plasterboard that has sagged, softened or come away from the joists needs cutting out and replacing.

Our engineers find and fix the leak, whether that is a new seal round the bath, a repaired joint or a replaced waste; see our [plumbing repairs](/services/plumbing-repairs). We then repair and repaint the ceiling once it has dried. If the cause is a roof, we will show you what we found, but roof repairs need a roofer.`,
  },
  {
    slug: "locked-out-or-lock-wont-turn-coventry",
    theme: "emergencies",
    title: "Locked Out, or a Lock That Will Not Turn: What to Do",
    description:
      "Locked out, key snapped or a uPVC door that will not lock? What to try, what to avoid and how we help across Coventry, Warwick and Leamington Spa.",
    tags: ["emergencies", "locks", "security"],
    body: `Lock problems tend to happen at the worst moment: late in the evening, in the rain, with the shopping in your hands. Some can be solved in a minute with the right approach; others get much worse if the lock is forced. This is what we suggest to customers in Coventry, Warwick, Kenilworth and Leamington Spa before we arrive.

## If you are locked out

- **Check every way in.** Back door, patio door, a garage with an internal door. Do not climb in through an upstairs window.
- **Think about spare keys.** A neighbour, a family member, the landlord or the letting agent. Tenants should call their landlord or agent first: many keep a spare, and the tenancy may say who should arrange a locksmith.
- **If someone vulnerable is inside,** such as a child alone, or a pan is on the hob, call 999 before anyone else.

If there is no spare, book our [emergency lockout](/services/security/emergency-lockout) service. We try non-destructive entry first, and we will ask for photo ID and proof that you live there; if those are inside, we check them once the door is open.

## If the key will not turn

Do not force it. A key bent or snapped in a cylinder turns a simple job into a harder one.

- Check it is the right key. It happens to everyone.
- On a uPVC or composite door, lift the handle fully up before turning the key. The key only turns when the locking points are thrown.
- Push and pull the door firmly while turning the key. A door that has dropped or swollen puts pressure on the bolts, and easing that pressure often lets the key turn.
- A little graphite powder or a lock lubricant in the keyway can free a stiff cylinder. Avoid cooking oil, which gums up the pins over time.

## If the handle goes floppy

A uPVC door handle that suddenly moves freely, or will not lift, usually means the gearbox in the multipoint lock has failed, or the handle's spindle has broken. If the door is shut and locked when this happens, it cannot be opened from either side without specialist work. Do not keep forcing the handle. We carry replacement gearboxes and cylinders in common sizes.

## If the key snaps in the lock

Leave the broken piece where it is. Pushing it in with the other half or trying superglue usually makes extraction impossible. If part of the key is sticking out, you can try to draw it out with fine pliers, pulling straight. Otherwise, we can usually extract it without damaging the cylinder.

## After a break-in

Call the police first and keep the crime reference number for your insurer. Do not touch broken glass in the frame. We can make the door or window secure the same day and fit the permanent repair once parts arrive; see our [emergency call-out](/emergency-callout) page.

## Preventing the next one

A door that needs a shove to lock is a warning sign: the door has dropped or the keeps have moved, and the mechanism is wearing. Adjusting it now costs far less than a failed gearbox later. Our [lock repairs](/services/security/lock-repairs) cover adjustment, anti-snap cylinders and replacement mechanisms. [Book a routine visit online](/book), and see our [price list](/prices) for the emergency and standard rates.`,
  },
  {
    slug: "after-a-storm-making-your-property-safe",
    theme: "emergencies",
    title: "After a Storm: Making Your Property Safe and What to Fix First",
    description:
      "Fence panels down, a broken window or water getting in after a storm? What to do first, who to call and what to leave to a roofer, in Coventry and Warwickshire.",
    tags: ["emergencies", "storms", "fencing"],
    body: `Storms reach the Midlands most winters, and the morning after a bad one, streets in Coventry, Kenilworth, Warwick and Leamington Spa are dotted with fallen fence panels, loose ridge tiles and the odd trampoline in the wrong garden. Working out what is urgent, what can wait and who you need saves time and money.

## Safety first

- **Fallen power lines.** Stay well away and keep others away. Ring 105, the free number for power cuts and damage to the electricity network, or 999 if there is immediate danger.
- **Gas.** If you smell gas, leave the property, do not use light switches and ring the national gas emergency number, 0800 111 999.
- **Trees.** A tree or large branch leaning on the house or a wall needs a tree surgeon, not a ladder and a bow saw.
- **The roof.** Do not go up on it. If tiles or slates have come off, keep people away from the area below, where more may fall.

## Take photos before anything is moved

Before you or anyone else clears up, photograph the damage from several angles, with something in the frame to show scale. Note the date and time. Home insurance usually covers storm damage, so check your policy; your insurer will want to see the damage as it was. Keep receipts for anything you pay for to make the property safe.

## What is urgent

**Water getting in.** A broken window, a door forced open by the wind or a gap in the roof lets rain in and turns a small repair into a big one. A broken window or door can be boarded or made secure the same day; this is exactly what our [emergency call-out](/emergency-callout) is for. Roof damage needs a roofer: we do not carry out roof repairs, but we can help move belongings, put down protection and deal with the water that has come through.

**Security.** A fallen fence or a broken gate that leaves the back garden open, or a damaged door or window, is a security matter. Temporary fencing or a board across a gap will do until the repair.

**Blocked gutters and drains.** After a storm, gutters are often packed with leaves and debris. Overflowing gutters during the next downpour put water straight into the walls.

## What can wait a few days

A leaning fence that is still standing, a panel that has come out of its posts or a shed roof that has lost some felt is not an emergency once the garden is secure. After a widespread storm, everyone needs a fencing contractor at once, so book early and give the details; photos help us bring the right materials.

## Getting it fixed

Our engineers replace fence panels and posts, repair gates, make broken windows secure and arrange the replacement glass, and clear gutters across Coventry, Warwick, Kenilworth and Leamington Spa. See our [fence repairs](/services/garden/fence-repairs) and [gutter cleaning](/services/gutter-cleaning) pages, or [book a visit online](/book). We provide an itemised invoice and before-and-after photos, which is what most insurers ask for.

## Before the next storm

Check fence posts for movement, tie down or store garden furniture and trampolines, and clear the gutters in late autumn. A post that rocks in October is the panel on your neighbour's lawn in January.`,
  },
];
