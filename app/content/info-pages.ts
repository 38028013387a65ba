import { DECLINED_WORK_IN_WORDS } from "./declined-work";
import type { InfoPage } from "./types";

/**
 * Price-list key for the emergency call-out rate. The /emergency-callout page shows
 * this price from the price list rather than writing a figure into the copy.
 */
export const emergencyCalloutPriceKey = "callout.emergency";

/** Copy for the fixed-route pages. Looked up by route path with findInfoPage. */
export const infoPages: InfoPage[] = [
  {
    path: "/",
    title: "Handyman & Property Maintenance in Coventry",
    metaDescription:
      "Insured, DBS-checked handymen for repairs, plumbing, electrics and decorating in Coventry, Warwick, Kenilworth and Leamington Spa. Book online.",
    h1: "Handyman and property maintenance in Coventry",
    intro:
      "Book a DBS-checked engineer online for any free two-hour window, {hours}, across Coventry, Warwick, Kenilworth and Leamington Spa.",
    body: `## Small jobs, done properly

From a dripping tap in Earlsdon to a broken fence panel in Finham or a page of snagging in a Warwick new build, we send one engineer who can handle most of the list in a single visit. Carpentry, plumbing repairs, painting, locks, appliance fitting and electrical work by our Part P registered electrician all come from the same team. We do not do gas work.

## How it works

1. Choose a service and describe the job, adding photos if they help.
2. Pick a free two-hour arrival window, from two hours' time up to 60 days ahead.
3. Follow your engineer on the tracking link; once the work is finished, the invoice comes by e-mail with a link and a PDF. Pay it {pay:ways}.

## Why Coventry households use us

- Call-out from {price:callout.standard} including the first hour, and {vat:every price includes VAT|no VAT is added to any price}
- £2m public liability insurance and a 12-month workmanship guarantee
- Same-day emergency visits through our [emergency call-out page](/emergency-callout)
- Accounts for landlords and letting agents through our [services for landlords and agents](/property-services)
- Engineers out every day in CV1 to CV6, Kenilworth, Warwick and Leamington`,
    faqs: [
      {
        question: "Do you cover my area?",
        answer:
          "We cover Coventry (CV1 to CV6), Warwick (CV34 and CV35), Kenilworth (CV8) and Leamington Spa (CV31 to CV33). Enter your postcode when booking to see free windows.",
      },
      {
        question: "How soon can I book?",
        answer:
          "You can book any free window from two hours ahead up to 60 days away. For a leak, lockout or other emergency, use the emergency call-out page for a same-day visit.",
      },
      {
        question: "Do your prices include VAT?",
        answer:
          "{vat:Yes. Every price on the site includes VAT, so the figure you see is the figure you pay.|We are not registered for VAT, so none is added: the figure you see is the figure you pay.}",
      },
    ],
  },
  {
    path: "/about",
    title: "About We Fix Coventry | Local Handyman Team",
    metaDescription:
      "Meet We Fix Coventry: a local team of DBS-checked, insured engineers looking after homes and rentals in Coventry, Warwick, Kenilworth and Leamington Spa.",
    h1: "About We Fix Coventry",
    intro:
      "We are a Coventry handyman and property-maintenance team, fixing the everyday problems in homes and rented properties across the city and the Warwickshire towns next door.",
    body: `## Who we are

We Fix Coventry exists for the jobs that are too small for a builder and too fiddly to leave: the bathroom door that has not closed properly since last winter, the trap under the kitchen sink that weeps whenever the dishwasher empties, the blind that fell down and took a lump of plaster with it. Our engineers live and work locally. They know that a Victorian terrace in Chapelfields needs different fixings from a new build in Chase Meadow, and that hard water will be behind a good share of the plumbing calls in any week.

## How we work

- Arrive in the window you booked. You choose a two-hour window and your tracking link shows when the engineer sets off.
- Explain before we start. If a job turns out bigger than described, you hear what has changed and what it costs before any extra work is done.
- Leave it tidy. Dust sheets go down first, and offcuts, packaging and old parts leave with us.
- Stand behind the work. Every job carries a 12-month workmanship guarantee.

## The people you will meet

Every engineer is DBS-checked and carries identification. Engineers such as Dan, who takes on much of our carpentry and door work, and Priya, who handles many of our plumbing repairs and landlord changeovers, cover Coventry from Allesley to Binley and head out to Kenilworth, Warwick and Leamington Spa every day. Electrical work that is notifiable under Part P of the Building Regulations is carried out by our Part P registered electrician, who provides the certificate you need for your records or a future sale.

## What we do not do

Knowing our limits is part of doing the job well. We do not take on ${DECLINED_WORK_IN_WORDS}. Boilers, gas appliances and gas pipework need a Gas Safe registered engineer. If your job belongs with another trade, we say so at the start rather than half-finish it. Whole kitchens and bathrooms are a different matter: our [home improvements](/services/home-improvements) team renovates them from strip-out to the last coat of paint.

## Who we work for

Homeowners, tenants, landlords, letting agents and property-management organisations across Coventry and the surrounding CV postcodes. Landlords and agents can open an organisation account that lists every job across their properties; see our [services for landlords and agents](/property-services). We hold £2m public liability insurance, and our prices, {vat:all including VAT|with no VAT to add}, are published on our [price list](/prices) for anyone to check before booking.`,
    faqs: [
      {
        question: "Are your engineers DBS-checked?",
        answer:
          "Yes. Every engineer is DBS-checked and carries identification, which matters when we are working in occupied homes and tenanted properties.",
      },
      {
        question: "Is there any work you will not take on?",
        answer: `We do not take on ${DECLINED_WORK_IN_WORDS}. We will tell you at the start if another trade is the right choice.`,
      },
      {
        question: "Where are you based?",
        answer:
          "We are based in Coventry and work across CV1 to CV6, Warwick, Kenilworth and Leamington Spa. The quickest way to reach us is the booking page or the form on the contact page.",
      },
    ],
  },
  {
    path: "/faq",
    title: "Handyman FAQs: Booking, Prices & Areas | Coventry",
    metaDescription:
      "Answers about booking a Coventry handyman: prices, areas, insurance, guarantees, payment, cancellations, emergencies, landlord accounts, parking and waste.",
    h1: "Frequently asked questions",
    intro:
      "Quick answers about booking, paying and what happens on the day, for homes in Coventry, Warwick, Kenilworth and Leamington Spa.",
    body: `## Before you book

The more we know, the better the visit goes. When you describe the job, include rough measurements, the make of any appliance or tap involved, and a photo or two; up to five can be attached. If you live in an older house in Earlsdon, Stoke or Kenilworth, mention whether the walls are solid brick or lath and plaster if you know. Booking for a tenant or a relative? Add their name and how best to reach them. A list of small jobs is welcome, as long as it is all in the description so we can allow enough time and bring the right parts.

## On the day

Your tracking link shows the engineer's status and estimated arrival, so there is no need to wait by the window. Please clear a path to the work area and move anything fragile nearby. If you have pets, keep them in another room while doors are open and tools are out. Engineers arrive with their own tools, ladders, dust sheets and the fixings most Coventry homes need. Anything you have chosen yourself, such as a particular light fitting, tap or blind, needs to be on site. If the job proves different from the description, the engineer explains your options and the price before carrying on.

## After the job

The completed job, with photos of the finished work, appears in your customer portal. Once the work is done we e-mail you the invoice, with a link to it and a PDF copy, and the portal and your tracking page show it with what is left to pay. You can pay it {pay:ways}. If something we fixed fails within twelve months because of our workmanship, book a return visit through the portal and we put it right at no charge.

## Landlords, agents and tenants

Letting agents and landlords across CV1 to CV6, Warwick and Leamington can run all their jobs through an organisation account, with response targets, spend approval and a monthly export for landlord statements. Tenants can be sent a tracking link so they know when to expect us. The details are on our [services for landlords and agents](/property-services).

## Still not sure?

If your question is not answered below, ask [our assistant](/ai-assistant): our assistant answers from the pages of this site and links to the page each answer comes from. You can also send it through our [contact form](/contact), or read [how booking online works](/booking-system) for a step-by-step walk-through of booking online.`,
    faqs: [
      {
        question: "How do I book a job?",
        answer:
          "Book online: choose the service, describe the job, add up to five photos and pick a free two-hour arrival window. You get a confirmation e-mail straight away.",
      },
      {
        question: "What are your opening hours?",
        answer: "We are open {hours}, and you can book any free window within those hours.",
      },
      {
        question: "How much does a visit cost?",
        answer:
          "A call-out starts from {price:callout.standard} and includes the first hour. Individual jobs on our price list range from {price-short:@lowest} to {price-short:@highest}, and {vat:every price includes VAT|no VAT is added to any price}.",
      },
      {
        question: "Which areas do you cover?",
        answer:
          "Coventry postcodes CV1 to CV6, Warwick (CV34 and CV35), Kenilworth (CV8) and Leamington Spa (CV31 to CV33). The price is the same across all of them.",
      },
      {
        question: "Are you insured?",
        answer: "Yes. We carry £2m public liability insurance and every engineer is DBS-checked.",
      },
      {
        question: "Is your work guaranteed?",
        answer:
          "All our workmanship is guaranteed for 12 months. If a repair we carried out fails in that time because of our work, we come back and fix it free of charge.",
      },
      {
        question: "How do I pay?",
        answer:
          "Once the work is done we e-mail you the invoice, with a link to it and a PDF copy. You can pay it {pay:ways}. Landlords and agents with an organisation account find every invoice in their portal.",
      },
      {
        question: "Can I cancel or rearrange my booking?",
        answer:
          "Yes, free of charge, up to {change-cutoff} before your arrival window starts. Use the link in your confirmation e-mail to open the customer portal and reschedule or cancel.",
      },
      {
        question: "Do you handle emergencies?",
        answer:
          "Yes. For leaks, lockouts, a circuit with no power or a broken door or window, book an emergency call-out and we aim to attend the same day, {hours}.",
      },
      {
        question: "Do you work for landlords and letting agents?",
        answer:
          "Yes. Organisation accounts get a portal listing every job across their properties, with response targets, spend approval, before-and-after photos, tenant tracking links and a monthly export of completed jobs.",
      },
      {
        question: "What do your engineers bring?",
        answer:
          "Their own tools, ladders, dust sheets and a stock of common parts such as tap washers, cartridges, fixings, sealant and fuses. Items you have chosen, like a specific light fitting or tap, need to be ready on site.",
      },
      {
        question: "Do I need to sort out parking?",
        answer:
          "Not usually. If you are in a residents' permit zone, such as parts of Earlsdon, Chapelfields or central Leamington, lending a visitor permit saves time; otherwise we use pay-and-display and cover the cost.",
      },
      {
        question: "Will you take away the rubbish?",
        answer:
          "We take away the packaging, offcuts and old parts from our own work. For bulky items such as old furniture or a full garden clearance, mention it when booking so we can tell you whether we can take it.",
      },
      {
        question: "Do you do gas or boiler work?",
        answer:
          "No. We do not work on boilers, gas appliances or gas pipework. For those you need a Gas Safe registered engineer.",
      },
      {
        question: "Can you do electrical work?",
        answer:
          "Yes. Sockets, lights, fans and other electrical jobs are covered, and notifiable work is carried out and certified by our Part P registered electrician.",
      },
    ],
  },
  {
    path: "/emergency-callout",
    title: "Emergency Call-Outs in Coventry | Same-Day Visits",
    metaDescription:
      "Same-day emergency call-outs in Coventry, Warwick, Kenilworth and Leamington: leaks, lockouts, lost power and broken doors or windows.",
    h1: "Same-day emergency call-outs",
    intro:
      "When water is coming through the ceiling or the front door will not lock, book an emergency visit and we send the nearest engineer in Coventry or the surrounding towns the same day.",
    body: `## What counts as an emergency

We treat a job as an emergency when waiting until tomorrow would cause damage or leave you unsafe:

- Leaks: a burst or split pipe, a leaking tank or cylinder, water coming through a ceiling, or a cistern that overflows and will not stop
- Lockouts: locked out of your home, a key snapped in the lock, or a lock that will not turn
- No power to a circuit: lights or sockets on one circuit dead and the switch in the consumer unit will not stay on
- Security: a window or door broken by a break-in, an accident or a storm, boarded or made secure until a permanent repair can be fitted

A dripping tap, a slow-draining basin or a sticking door is not an emergency, and a normal [booking online](/book) will be quicker to arrange and cheaper.

## What to do while you wait

### Leaks

Turn off the water at the stopcock. In Coventry's older terraces it is often under the kitchen sink, under the stairs or in the cellar; in newer homes look under the kitchen sink or in the garage or utility room. Then open the cold taps to drain the pipes. If water is near light fittings or sockets, switch off at the consumer unit, but only if you can reach it without standing in water. Keep out of any room where the ceiling is sagging.

### Electrical faults

Unplug everything on the dead circuit and try the switch once more. If it trips again, leave it off. If you notice a burning smell, scorch marks or a hot socket, turn off the main switch and do not touch the fitting.

### Lockouts and break-ins

After a break-in, call the police first and keep the crime reference number for your insurer. Keep children and pets away from broken glass and do not try to pull loose shards out of the frame.

## Gas is not something we cover

If you smell gas, leave the property, do not use light switches, and ring the national gas emergency number. For a boiler breakdown you need a Gas Safe registered engineer, not a handyman.

## Timing and cost

Emergency visits run {hours}, across CV1 to CV6, Warwick, Kenilworth and Leamington Spa. We aim to reach you the same day, and the arrival window we give depends on where our engineers are working. The emergency call-out has its own rate, listed on our [price list](/prices) and shown again before you confirm; our standard call-out is from {price:callout.standard} including the first hour. {vat:Prices include VAT|No VAT is added to our prices}, and any repair beyond making safe is priced from our list and agreed with you first.`,
    faqs: [
      {
        question: "Do you come out through the night?",
        answer:
          "No, emergency visits run {hours}. If something happens while we are closed, make it safe and book the first emergency slot after we open.",
      },
      {
        question: "Can you make it safe now and finish the repair later?",
        answer:
          "Yes. If a proper repair needs parts we do not carry, such as a replacement glazed unit, we make the property safe and secure on the day and book the permanent fix.",
      },
      {
        question: "Will my insurer accept your invoice?",
        answer:
          "We provide an itemised invoice{vat: with VAT shown|} and before-and-after photos, which is what most insurers ask for when you make a claim.",
      },
      {
        question: "Is a dripping tap an emergency?",
        answer:
          "Usually not. Book a normal slot, often available within a day or two, and put a bowl under the drip in the meantime.",
      },
    ],
  },
  {
    path: "/areas-we-cover",
    title: "Areas We Cover | Coventry, Warwick, Kenilworth, Leamington",
    metaDescription:
      "We cover Coventry CV1 to CV6, Warwick CV34 and CV35, Kenilworth CV8 and Leamington Spa CV31 to CV33, with the same call-out price in every postcode.",
    h1: "Areas we cover",
    intro:
      "Our engineers work across every Coventry postcode from CV1 to CV6 and travel each day to Warwick, Kenilworth and Leamington Spa.",
    body: `## Coventry, CV1 to CV6

Coventry is home ground, and most days every engineer spends some time in the city.

- CV1: the city centre inside the ring road, Hillfields, Spon End and Naul's Mill, with many flats and student blocks
- CV2: Stoke, Lower Stoke, Wyken, Walsgrave and Bell Green, a mix of Victorian terraces and post-war estates
- CV3: Cheylesmore, Whitley, Styvechale, Finham, Binley and Willenhall, from 1930s semis to large family homes
- CV4: Canley, Tile Hill and the streets around the University of Warwick, with many shared student houses
- CV5: Earlsdon, Chapelfields, Coundon, Allesley and Eastern Green, where period terraces meet newer estates
- CV6: Foleshill, Radford, Holbrooks and Keresley, with long runs of terraces and inter-war housing

[Our Coventry page](/locations/coventry-handyman) goes into the city's housing in more detail.

## Warwick, CV34 and CV35

In Warwick we work from the listed houses of the old town to Woodloes Park, Myton, Warwick Gates and Chase Meadow, and out into CV35 villages such as Hampton Magna and Barford. Listed buildings and the conservation area mean some jobs need a careful, like-for-like approach.

## Kenilworth, CV8

Kenilworth's period cottages around the castle and Abbey Fields sit alongside newer homes in Crackley and Knowle Hill. CV8 also takes in villages such as Leek Wootton and Burton Green.

## Leamington Spa, CV31 to CV33

Leamington has grand Regency terraces, many split into flats, Victorian streets in the Old Town and Sydenham, family homes in Lillington, Milverton and Whitnash, and a large student rental market. In CV33 we reach villages such as Bishop's Tachbrook and Radford Semele.

## One price across the whole area

A call-out is from {price:callout.standard} including the first hour whether you are in Foleshill or Whitnash; there is no travel surcharge for Warwick, Kenilworth or Leamington.

## Just outside the map?

The booking form only offers arrival windows in the postcodes above. If you are just beyond them, for example in Balsall Common or Bedworth, ask through our [contact form](/contact) and we will tell you honestly whether we can help.`,
    faqs: [
      {
        question: "Do you charge more to travel to Leamington or Warwick?",
        answer:
          "No. The call-out is the same in every postcode we cover, from {price:callout.standard} including the first hour.",
      },
      {
        question: "How can I check you cover my street?",
        answer:
          "Enter your postcode on the booking page. If it is in our area you will see the free arrival windows straight away.",
      },
      {
        question: "Do you work on student houses near the universities?",
        answer:
          "Yes. We look after many shared houses in Canley, Tile Hill, Earlsdon, Lower Stoke and Leamington, usually booked by the landlord or letting agent.",
      },
    ],
  },
  {
    path: "/property-services",
    title: "Property Maintenance for Landlords & Agents | Coventry",
    metaDescription:
      "Maintenance for Coventry landlords and letting agents: every job by property in a portal, response targets, spend approval, tenant tracking links, CSV exports.",
    h1: "Property maintenance for landlords, letting agents and managers",
    intro:
      "One maintenance team for your whole Coventry and Warwickshire portfolio, with every job, photo and decision in a portal built for agents and landlords.",
    body: `## An account for your organisation

Letting agents, portfolio landlords and managing agents get an organisation account with its own portal. Every property you look after, whether it is a student HMO in Canley, a one-bed flat in CV1 or a family let in Whitnash, sits in one place with its address, access notes and tenant, and the portal lists every job across all of them. Filter by property, status, priority or date, or search by reference, address or the words of the report, and each property keeps its own history of jobs. Colleagues sign in under the same organisation as owners, managers or members: everyone can report a repair and follow it, managers look after properties and spend, and owners decide who is in the team.

## Priorities with response targets

Each repair is reported as an emergency, urgent or routine, and each priority has a response target agreed with your organisation, by default 4 hours, 2 days and 10 working days. The portal shows every job's due time, and the overview lists the open jobs that have run past their target, so nothing slips quietly.

## Spend approved before it is spent

Your organisation sets a spend limit, £250 unless you choose another. When the office or an engineer records an estimate above it, the work waits: managers and owners get an e-mail with approve and decline links that work without signing in, or decide on the job's page in the portal. Approved work goes back to our queue; declined work is cancelled with your reason.

## Tenants kept in the loop

When you report a repair you choose whether we tell the tenant. If you do, they get the booking e-mails and a tracking link showing the arrival window, the engineer's status and the estimated arrival time, and nothing else of yours. You can also make a fresh tracking link on any job's page to pass on yourself. Comments on the job go between your team and our office, so questions are answered where the job is.

## Photo evidence and the engineer's summary

Engineers photograph the problem before they start and the finished work before they leave. The pictures and the engineer's summary are on the job's page in the portal, which helps with deposit disputes at check-out, insurance claims and reporting to landlords who do not live locally.

## Planned maintenance and landlord statements

Recurring work such as gutter clearing or PAT testing is planned per property, every so many months, and the overview shows what falls due in the next 30 days; when the date comes, the job is raised for you. At the end of the month, download the month's completed jobs as a CSV file, with the date, property, address, service, description and price of each, ready for your landlord statements.

## Compliance work

- Electrical Installation Condition Reports (EICRs) carried out by our Part P registered electrician, who can also put right the faults an EICR identifies
- PAT testing for the appliances supplied in furnished lets and HMOs
- Smoke alarm checks, testing and replacement, and carbon monoxide alarms fitted where they are required

We do not carry out gas safety certificates; those need a Gas Safe registered engineer.

## Void property turnarounds

Between tenancies, and especially during the summer changeover in Coventry and Leamington student lets, speed matters. Send us the void list and we work through it: repairs, filling and painting, new sealant, lock changes, a garden tidy and gutter clearing, so the property is ready for the next check-in. Jobs can be booked back to back to keep the property empty for as short a time as possible.

## Getting started

To set up an organisation account for your agency or portfolio, get in touch through our [contact form](/contact).`,
    faqs: [
      {
        question: "Can tenants see when the engineer is coming?",
        answer:
          "Yes. Tell the tenant when you report the repair and they get the booking e-mails and a tracking link, or make a link on the job's page in the portal and pass it on. It shows the arrival window, the engineer's status and an estimated arrival time.",
      },
      {
        question: "Do you issue gas safety certificates?",
        answer:
          "No. We do not do gas work, so landlord gas safety checks need a Gas Safe registered engineer. We do handle EICRs, PAT testing and smoke alarms.",
      },
      {
        question: "What do we need for landlord statements?",
        answer:
          "Download a month's completed jobs from the portal as a CSV file: reference, date completed, property, address, service, description and price for each job.",
      },
      {
        question: "How do you get into an empty property?",
        answer:
          "Keep the access notes and key safe code on the property in your portal. The code is shown only to our office and to the engineer assigned to one of the property's jobs.",
      },
    ],
  },
  {
    path: "/booking-system",
    title: "How Online Booking Works | We Fix Coventry",
    metaDescription:
      "How to book a Coventry handyman online: choose a service, add photos, pick a free two-hour window, then track your engineer on the day.",
    h1: "How online booking works",
    intro:
      "Booking a visit from We Fix Coventry takes a few minutes, and from then on you can see exactly where your job has got to.",
    body: `## 1. Choose the service

Start on our [booking page](/book) and pick the service closest to your job, such as plumbing repairs, carpentry or electrical work. If you have a mixed list, general repairs is the right choice and the engineer will work through it in order.

## 2. Describe the job

Tell us what is wrong, where it is in the house and anything we should know about access. You can add up to five photos: a picture of a leaking joint, the label on an appliance or a wide shot of the wall where a shelf is going helps the engineer arrive with the right parts. Enter the address, and the booking form checks that it is in our area of Coventry, Warwick, Kenilworth or Leamington Spa.

## 3. Pick a free arrival window

Arrival windows are two hours long and run through our opening hours, {hours}. Only windows that are genuinely free for your postcode are shown. You need to book at least two hours ahead, and you can book up to 60 days in advance, which suits a landlord planning a summer changeover in Earlsdon as well as someone needing a tap fixed tomorrow.

## 4. Confirmation and reminder

As soon as you book, a confirmation e-mail arrives with the details and a calendar file you can add to your phone or computer calendar. Twenty-four hours before the window starts, we send a reminder.

## 5. Tracking on the day

The tracking link in your e-mails shows the job's status as it changes, from booked to on the way, on site and completed, along with your engineer's estimated arrival time. Customers in Styvechale or Chase Meadow can carry on with their day instead of waiting by the door.

## Changing or cancelling

Plans change. The customer portal lets you reschedule to another free window or cancel, free of charge, up to {change-cutoff} before your arrival window begins. After that, please get in touch through our [contact form](/contact).

## Paying

When the work is finished we e-mail you the invoice, with a link to it and a PDF copy; your tracking page shows it too, with what is left to pay. You can pay it {pay:ways}. {vat:Prices include VAT|No VAT is added to our prices}; see [our current prices](/prices).`,
    faqs: [
      {
        question: "Why can I not book a window in the next hour?",
        answer:
          "Bookings need at least two hours' notice so an engineer can plan the route and parts. For something urgent, book an emergency call-out instead.",
      },
      {
        question: "How many photos can I add?",
        answer:
          "Up to five per booking. Close-ups of the problem and one wider shot of the room are the most useful.",
      },
      {
        question: "Can I book for someone else, such as a parent?",
        answer:
          "Yes. Use their address for the job and add their name and contact details in the description. The confirmation and tracking link come to you, so you can pass them on.",
      },
      {
        question: "What if none of the windows suit me?",
        answer:
          "Try a different day; windows run {hours}, up to 60 days ahead. Cancelled slots reappear, so it is worth checking again.",
      },
    ],
  },
  {
    path: "/mobile",
    title: "Use We Fix Coventry on Your Phone | Add to Home Screen",
    metaDescription:
      "Install the We Fix Coventry site on your phone like an app to book, track your engineer and manage visits, with a light site that suits a weak Coventry signal.",
    h1: "We Fix Coventry on your phone",
    intro:
      "There is no app store download: add our site to your home screen and it opens like an app, ready to book, track and rearrange visits.",
    body: `## Add it to your home screen

### iPhone and iPad

Open the site in Safari, tap the Share button, scroll down and choose Add to Home Screen, then tap Add. The We Fix Coventry icon appears alongside your other apps.

### Android phones

Open the site in Chrome, tap the three-dot menu and choose Install app (on some phones it says Add to Home screen). Confirm, and the icon appears on your home screen and in your app list. Press and hold the icon for a Book a job shortcut.

Once installed it opens full screen without the browser's address bar. There is nothing to keep up to date: when we improve the site, the new version takes over the next time you open a page.

## Built for a weak signal

Mobile coverage is patchy in places around Coventry and Warwickshire: the cellar of an Earlsdon terrace where the stopcock lives, the thick stone walls of an old Kenilworth cottage, a lane out in CV35. The site is kept light so it loads quickly on a poor connection: pages for reading, like this one, load no scripts at all when you are not signed in. In the installed app, public pages you have already opened while not signed in, such as our services, prices and guides, stay readable (signed in, pages carry your details, so none is kept) when the signal drops; any other page shows a short "You are offline" message until the connection is back.

Your bookings, tracking link and account are never saved on the phone, so they need a connection to open. So do booking, picking a new window and cancelling, because they change the live list of free windows.

## What you can do from your phone

- Book a job and attach photos straight from the camera, up to five per booking
- See your upcoming visits and their two-hour arrival windows
- Open the tracking link on the day to see your engineer's status and estimated arrival
- Reschedule or cancel free of charge up to {change-cutoff} before the window
- Look back at completed jobs and the photos taken by the engineer
- Book a same-day emergency visit if water is coming through the ceiling

## Your phone, your data

Installing the site does not give us access to your contacts, messages or location. It takes up very little storage, and what it keeps is limited to public pages and the files the site is built from, never your bookings. Signing out, or Reset app at the foot of any page, clears everything the site has saved on the phone, and you can remove the app just like your other apps. Customers in Leamington, Warwick and right across Coventry use it just as they would the website on a laptop.`,
    faqs: [
      {
        question: "Do I need to download anything from an app store?",
        answer:
          "No. You add the website to your home screen from Safari or Chrome, and it then opens like an app.",
      },
      {
        question: "Can I book a job with no signal?",
        answer:
          "No, booking needs a connection because free arrival windows are checked live. Your booking details are never saved on the phone, so they need a connection too; in the installed app, public pages you have already opened while not signed in, such as prices and guides, can still be read offline.",
      },
      {
        question: "How do I remove it?",
        answer:
          "Press and hold the icon and choose the remove or uninstall option, as you would for any other app.",
      },
    ],
  },
  {
    path: "/engineer-mobile",
    title: "Engineer App: Jobs, Offline Access & Photos | Coventry",
    metaDescription:
      "How We Fix Coventry engineers use their phones: the day's jobs readable with no signal, steps sent once the signal returns, and before-and-after photos.",
    h1: "The engineer app",
    intro:
      "Every We Fix Coventry engineer carries the day's work on their phone, so customers and agents in Coventry, Warwick, Kenilworth and Leamington know what is happening on each job.",
    body: `## Today's and tomorrow's jobs at a glance

When an engineer signs in, the first screen is today's work, in arrival-window order, with tomorrow's jobs below. Each job shows the address, the customer's description and photos, access notes and anything the office has added, such as a key-safe code or a warning about a dog. An engineer heading from a morning job in Radford to a lunchtime visit in Whitley can check the next job's details before setting off, and arrive with the right parts instead of making a second trip to the merchant.

## Readable without a signal

Each time the engineer opens the day's list with a signal, today's and tomorrow's jobs are saved on the phone: the list, each job's page and small copies of the photos. That matters more than it sounds: Foleshill cellars, basement flats in CV1 and thick-walled cottages in Kenilworth are all places where mobile data disappears. With no signal, the saved jobs stay readable and show the time they were saved, so the engineer knows whether anything the office changed since then is missing.

## Carrying on without a signal

On my way, Arrived and Finished, with the summary, notes and photos (made smaller on the phone first), can all be tapped with no signal, and so can notes for the office. Each one waits on the phone, marked as waiting to send, and stays there through a reload, closing the app or restarting the phone. When the signal is back, the phone sends them in the order they were made, and each is applied once, however many times the phone has to try. If the office cancelled the job in the meantime, the step is refused and the engineer sees it marked as failed, with the reason.

## Status updates customers can see

With a tap, the engineer marks a job as on the way, arrived or finished. On the way comes with the time the engineer expects to arrive, and the customer is told it. Each update appears on the customer's tracking link as soon as it reaches us and, for landlords and letting agents, in their organisation portal. The times shown are the times the engineer tapped, not the moment the signal came back, so a tenant in Lower Stoke sees when the engineer really arrived.

## Photos before and after

When they finish a job, engineers can add photos from before and after the work, straight from the phone's camera. The photos are attached to the job, so homeowners have a record of the work, agents have evidence for check-out reports and deposit disputes, and if a guarantee claim ever comes up we can see exactly what was done.

## Installing it on the phone

On Android, open the site in Chrome, tap the three-dot menu and choose Install app; pressing and holding the icon then offers a My jobs shortcut straight to the day's list. On an iPhone, open the site in Safari, tap Share and choose Add to Home Screen. Either way the app opens full screen from its own icon, and a new version takes over the next time a page is opened. Saving the day and working without a signal need JavaScript, which phone browsers have switched on unless someone turned it off; without it, everything still works with a signal.

## Signing out

Signing out clears what the app saved on the phone: the jobs and their photos. A phone left in a van or handed to a colleague holds no customer's details once its engineer has signed out.

## Why we built it this way

Paper job sheets get lost, and phone calls to find out where an engineer is waste everyone's time. Putting the day's jobs, status updates and photos in one place means fewer surprises for customers and more time spent fixing things. It also means the office can see when a job in Warwick is running long and let the next customer know early, rather than leaving them waiting.

## Who can use it

The engineer app is for We Fix Coventry engineers only. Each engineer signs in with their own account and sees the jobs assigned to them.`,
    faqs: [
      {
        question: "Can I see where the engineer is on a map?",
        answer:
          "The tracking link shows the engineer's status and an estimated arrival time rather than a live map, which keeps the engineer's location private between jobs.",
      },
      {
        question: "Who sees the photos the engineer takes?",
        answer:
          "The photos are attached to your job, so you can see them on its tracking page. For jobs booked by a landlord or agent, their organisation account sees them too.",
      },
      {
        question: "What happens if the engineer has no signal at my house?",
        answer:
          "The engineer can still read your job's details, saved on their phone, and mark each step as usual. The updates reach your tracking page once the phone has a signal again, with the times the engineer really tapped, so they may appear a little after they happened.",
      },
    ],
  },
  {
    path: "/prices",
    title: "Handyman Prices in Coventry | {vat:VAT Included|No VAT to Add}",
    metaDescription:
      "Clear handyman prices for Coventry, Warwick, Kenilworth and Leamington: call-out from {price:callout.standard} including the first hour, jobs from {price-short:@lowest} to {price-short:@highest}, {vat:VAT included|no VAT to add}.",
    h1: "Our prices",
    intro:
      "{vat:Every price below includes VAT|No VAT is added to any price below}, and you see it before you book, whether you live in Coventry, Warwick, Kenilworth or Leamington Spa.",
    body: `## How our pricing works

A call-out starts from {price:callout.standard} and includes the first hour on site. Plenty of small jobs in Coventry homes, such as a new tap washer, a curtain pole or a door that needs planing, are finished within that hour. Common jobs have a fixed price. Where the size of a job varies, the list shows a "from" price and the engineer confirms the total after seeing it. Longer mixed lists are charged by the hour.

## No surprises

- Every job on the list falls between {price-short:@lowest} and {price-short:@highest}{vat:, with VAT already included|, with no VAT to add}
- If a job turns out different from the description, the engineer explains the options and the cost before carrying on
- If parts beyond the everyday fixings we carry are needed, you hear the price before they are fitted
- The invoice comes by e-mail once the work is finished. Pay it {pay:ways}

## The same price across our area

Earlsdon, Foleshill, Kenilworth or Whitnash, the prices are identical. Emergency same-day visits have their own rate, shown below and on our [emergency call-out page](/emergency-callout). To book at these prices, [pick a window online](/book).`,
    faqs: [
      {
        question: "Do your prices include VAT?",
        answer:
          "{vat:Yes, every price on this page includes VAT.|We are not registered for VAT, so no VAT is added to any price on this page.}",
      },
      {
        question: 'What does a "from" price mean?',
        answer:
          "It is the starting price for a job whose size varies, such as painting a room. The engineer confirms the final figure on site before starting.",
      },
      {
        question: "Is an emergency visit more expensive?",
        answer:
          "Yes, same-day emergency attendance has its own rate, shown in the list. The standard call-out is from {price:callout.standard} including the first hour.",
      },
    ],
  },
  {
    path: "/services",
    title: "Handyman Services in Coventry & Warwickshire",
    metaDescription:
      "Repairs, carpentry, plumbing, electrics, decorating, locks, tiling, gutters and more for homes in Coventry, Warwick, Kenilworth and Leamington Spa.",
    h1: "Our services",
    intro:
      "Fifteen services under one roof, from carpentry and plumbing repairs to gutter cleaning and PAT testing, for homes across Coventry and Warwickshire.",
    body: `## One team, most of the jobs in your house

Most homes in Coventry, Kenilworth, Warwick and Leamington collect a list of small faults that each seem too minor to call someone out for. Our services are set up so one engineer can deal with as much of that list as possible: a dripping tap, a loose banister, a blown light fitting and a patch of flaking paint can all be sorted on the same visit.

## Choosing the right service

- Pick the service that matches the main job, and mention anything else in the description
- Not sure which fits? Choose general repairs and describe the problem
- Urgent leak, lockout or broken window? Use our [emergency call-out page](/emergency-callout) for a same-day visit
- Managing rental properties? See our [services for landlords and agents](/property-services) for accounts and compliance work

## What we do not offer

We do not work on boilers, gas appliances or gas pipework, so for those please contact a Gas Safe registered engineer. Notifiable electrical work is done by our Part P registered electrician, and every job, whatever the service, carries our 12-month workmanship guarantee.`,
    faqs: [
      {
        question: "Can one engineer do several different jobs in one visit?",
        answer:
          "Yes. Book the main service and list the other jobs in the description so we allow enough time and bring the right parts.",
      },
      {
        question: "Do you fit kitchens or bathrooms?",
        answer:
          "Yes. Our home improvements team renovates whole kitchens and bathrooms after a free survey, with a fixed, itemised quote, and our carpenters fit new kitchen units. We also fit appliances, replace taps, tile splashbacks and reseal baths.",
      },
      {
        question: "Do you service boilers?",
        answer: "No. We do not do any gas work; boilers need a Gas Safe registered engineer.",
      },
    ],
  },
  {
    path: "/reviews",
    title: "Customer Reviews | We Fix Coventry Handyman",
    metaDescription:
      "Read reviews from customers in Coventry, Warwick, Kenilworth and Leamington Spa about our repairs, plumbing, decorating and emergency call-outs.",
    h1: "What our customers say",
    intro:
      "Reviews from homeowners, tenants and landlords we have worked for in Coventry and the towns around it.",
    body: `## Where these reviews come from

After a job is marked as completed, the customer is invited to leave a review of the visit. The reviews below come from those customers: people in Cheylesmore and Coundon who needed a door rehung, landlords in Canley turning round student houses, families in Kenilworth and Leamington who had a list of jobs finally ticked off.

## What we do with feedback

We read every review. When someone tells us an engineer went beyond what was asked, we pass it on. When a review points to something we got wrong, such as an arrival later than the window or a mess left behind, we look into it and contact the customer to put it right. Any repair that fails because of our workmanship within 12 months is fixed free under our guarantee.

## Had a job done with us?

If we have worked at your home in Coventry, Warwick or the surrounding area, the link in your completion e-mail takes you straight to the review form. Thinking of booking? [Pick a window online](/book).`,
    faqs: [
      {
        question: "Are these reviews from real customers?",
        answer: "Yes. Only customers whose job has been completed are invited to review it.",
      },
      {
        question: "How do I leave a review?",
        answer:
          "Use the link in the e-mail we send when your job is completed. It opens the review form for that job.",
      },
      {
        question: "What if I am unhappy with a job?",
        answer:
          "Tell us through the contact page. If the problem is with our workmanship, our 12-month guarantee means we return and put it right free of charge.",
      },
    ],
  },
  {
    path: "/portfolio",
    title: "Our Recent Work | Coventry & Warwickshire Projects",
    metaDescription:
      "Recent jobs by We Fix Coventry, each written up: decorating, carpentry, tiling, gutters and repairs in Coventry, Warwick, Kenilworth and Leamington.",
    h1: "Recent work",
    intro:
      "A selection of recent jobs in Coventry, Warwick, Kenilworth and Leamington Spa: what the customer needed, what we did and how it turned out.",
    body: `## Real jobs, real houses

Every project here is a job we carried out for a customer who agreed to it being shown. You will see the kind of homes we work in every week: Victorian terraces in Earlsdon and Chapelfields, 1930s semis in Styvechale, post-war houses in Tile Hill, period cottages in Kenilworth and new builds on the edge of Warwick.

## What the projects show

Each write-up explains the problem the customer had, what we did and how it turned out, including the practical details such as how we dealt with hard-water damage, uneven old walls or a tight parking spot on a terraced street. Prices for similar jobs are on our [price list](/prices).

## Want something similar?

If one of these projects looks like the job you need, [book the same service online](/book) and mention the project in your description. Landlords with several properties can read about void turnarounds and compliance work on our [services for landlords and agents](/property-services).`,
    faqs: [
      {
        question: "Are these your own jobs?",
        answer:
          "Yes. Every project is a job our engineers carried out, shown with the customer's agreement and written up from the job's own record.",
      },
      {
        question: "Can you do a job like one shown here at my house?",
        answer:
          "Most likely. Book the same service and describe your job, adding photos so the engineer can plan ahead.",
      },
      {
        question: "Do you share customers' addresses?",
        answer: "No. Projects show only the neighbourhood or town, never a street or house number.",
      },
    ],
  },
  {
    path: "/blog",
    title: "Home Maintenance Blog | Coventry & Warwickshire Tips",
    metaDescription:
      "Seasonal home maintenance advice for Coventry and Warwickshire: winter prep, limescale, lettings checklists, door security and exterior painting.",
    h1: "Home maintenance blog",
    intro:
      "Practical, seasonal advice from the engineers who fix homes across Coventry, Warwick, Kenilworth and Leamington Spa every day.",
    body: `## Written from the jobs we see

The posts here come from the problems that keep landing on our job list. When the first cold snap hits Coventry, we get calls about radiators that stay cold at the top and pipes that froze in the loft. In spring it is flaking window sills and gutters full of moss. Summer brings the rush of student changeovers in Canley, Earlsdon and Leamington, and autumn is when lost keys and worn locks suddenly matter before the dark evenings.

## What you will find

- Seasonal jobs worth doing before the weather turns
- How the hard water in Coventry and Warwickshire affects taps, showers and appliances
- Checklists for landlords and letting agents between tenancies
- Security advice, including the lock standards insurers look for
- Honest guidance on when a job is DIY and when it needs a professional

## Need a hand instead?

If a post describes a job you would rather not tackle yourself, [book it online](/book), or browse our [step-by-step repair guides](/guides).`,
    faqs: [
      {
        question: "Who writes the blog?",
        answer:
          "The posts are written by the We Fix Coventry team, based on the jobs our engineers carry out in local homes.",
      },
      {
        question: "Can I suggest a topic?",
        answer:
          "Yes. Send your suggestion through the contact page; questions we hear often are the ones we write about.",
      },
      {
        question: "Is the advice suitable for rented homes?",
        answer:
          "Much of it is, but tenants should check with their landlord or letting agent before doing any repair themselves.",
      },
    ],
  },
  {
    path: "/guides",
    title: "DIY Home Repair Guides for Coventry Homes",
    metaDescription:
      "Step-by-step DIY repair guides written for Coventry and Warwickshire homes, with the tools you need, how long each job takes and when to call a pro.",
    h1: "Home repair guides",
    intro:
      "Clear, step-by-step guides to small repairs you can do yourself, written with Coventry and Warwickshire homes in mind.",
    body: `## Fix it yourself, safely

Some jobs really are quick DIY fixes once you know the trick, and we would rather you saved a call-out than paid for something you could do in half an hour. Each guide lists the tools you need and how long the job usually takes, then walks through the steps in order. They are written for the homes we work in, so they cover things like the hard water that wears out taps in Coventry and Leamington, the hidden stopcocks in Victorian terraces in Chapelfields, and the older pipework found in inter-war semis.

## Start here

Our first guide, [how to fix a leaky tap](/guides/how-to-fix-leaky-tap-coventry), explains how to tell a washer tap from a ceramic cartridge tap and replace the worn part.

## Knowing when to stop

Every guide ends with the signs that a job needs a professional: a valve that will not turn, a fitting that starts to twist, or anything involving gas or notifiable electrical work. If you reach that point, [book a visit online](/book) and tell us how far you got.`,
    faqs: [
      {
        question: "Are the guides safe for beginners?",
        answer:
          "They are written for people with basic tools and no trade experience. Each guide says clearly when to stop and call a professional.",
      },
      {
        question: "Will you cover electrical or gas jobs in a guide?",
        answer:
          "We will not publish guides for gas work or notifiable electrical work, because those must be done by registered professionals.",
      },
      {
        question: "What if I start a repair and get stuck?",
        answer:
          "Make it safe, turn off the water or power if needed, and book a visit. Tell the engineer what you have already done.",
      },
    ],
  },
  {
    path: "/contact",
    title: "Contact We Fix Coventry | Questions & Quotes",
    metaDescription:
      "Contact We Fix Coventry with a question, a quote request for a larger job or an account enquiry. Serving Coventry, Warwick, Kenilworth and Leamington.",
    h1: "Contact us",
    intro:
      "Send us a message about a job in Coventry, Warwick, Kenilworth or Leamington Spa and we will reply by e-mail.",
    body: `## The quickest route for most jobs

If you already know what needs doing, [booking online](/book) is faster than sending a message: you see the free arrival windows for your postcode and get confirmation straight away. For something urgent, such as a leak or a lockout, go to our [emergency call-out page](/emergency-callout).

## When to use this form

- Larger or unusual jobs where you would like a quote first; describe the work and, if you can, include measurements
- Setting up an organisation account for a letting agency or a portfolio of properties in Coventry and Warwickshire
- Questions about whether we cover an address just outside CV1 to CV6, Warwick, Kenilworth or Leamington
- A problem with a job we have done, including a claim under our 12-month guarantee

## What happens next

Messages are read while we are open, {hours}, and we reply by e-mail. If you have an existing booking, include the date and address so we can find it quickly. You can still reschedule or cancel yourself in the customer portal up to {change-cutoff} before your arrival window.`,
    faqs: [
      {
        question: "Can I get a quote before booking?",
        answer:
          "Yes. Describe the job in the form with measurements and we will reply with a price by e-mail. Most everyday jobs already have a price on our prices page.",
      },
      {
        question: "How do I change an existing booking?",
        answer:
          "Use the customer portal link in your confirmation e-mail to reschedule or cancel up to {change-cutoff} before your arrival window.",
      },
      {
        question: "Do you visit to quote for larger jobs?",
        answer:
          "Often photos and measurements are enough. If the job needs seeing, we will suggest booking a call-out so the engineer can assess it and, where possible, start straight away.",
      },
    ],
  },
];

export function findInfoPage(path: string): InfoPage | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return infoPages.find((page) => page.path === normalised);
}
