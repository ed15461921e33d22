import type { LegalPageSeed } from "./types";

/** The English pages: for visitors from anywhere, under German law (the company's seat). */
export const en: LegalPageSeed = {
  imprint: {
    title: "Imprint",
    summary: "Who runs this website: {company.name}, its address, its register entry and how to reach us.",
    body: `## Provider

{company.name}
{company.address}

## Represented by

Managing directors: {company.directors}

## Contact

Phone: {company.phone}
E-mail: [{company.email}](mailto:{company.email})

For questions about an instrument, please use the [contact form](/contactus): a specialist answers within two working days.

## Register entry

Commercial register: {company.register}; WEEE registration number: {company.weee}

## VAT identification number

{company.vatId}

## Responsible for the content

{company.editor}
{company.name}, {company.addressLine}

## Consumer dispute resolution

We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.

## Liability for links

Our pages link to other websites, such as those of our dealers. We have no influence on their content and accept no responsibility for it; the provider of each page is responsible for what it says. If we learn that a linked page breaks the law, we remove the link.`,
  },
  privacy: {
    title: "Privacy policy",
    summary:
      "What this website keeps about you, for how long, why, and whom to ask: {company.name}'s privacy policy under the GDPR.",
    body: `## Who is responsible

{company.name}
{company.address}
E-mail: [{company.privacyEmail}](mailto:{company.privacyEmail})

Write to this address with any question about your data, or to use any of your rights below.

## In short

- Browsing this site sets no cookies unless you allow analytics, and loads nothing from other companies: fonts, pictures, videos and documents come from our own servers.
- We keep what you send us through the contact form, to answer you, and delete it {contact.retentionMonths} months after your enquiry is closed.
- Measuring how the site is used happens only if you allow it, and you can change your choice at any time.

## When you visit the site

Our servers record each request: the address requested, the time, the answer's status and size, and your IP address shortened by its last part (pseudonymised). We use these records to run the site, find faults and fend off attacks, and delete them after 14 days. Legal basis: Art. 6(1)(f) GDPR; our legitimate interest is a site that works and is secure.

## What your browser keeps

The site stores small entries in your browser, not cookies, and reads them only there:

- {storage.language}: the language you chose, so the site opens in it next time;
- {storage.consent}: your answer to the question about analytics, if we asked it.

They are strictly necessary for what you asked for (§ 25 (2) TDDDG) and stay until you clear your browser's data. Staff who sign in to the site's administration also get a session cookie, which ends when they sign out, and the entry {storage.userInfo} with their name.

## The contact form

When you write to us we keep your name, e-mail address, country, topic and message, and, if you give them, the product and its serial number; when you report a change to a store's details from Find a Store, we also keep which store it is. We also keep when you sent your message and confirmed that you had read this policy, the identification your browser sends (its name and version, and your operating system), and a keyed hash (HMAC) of your IP address that cannot be turned back into the address, so that we can stop floods of messages.

We use all of this only to answer you and to handle your request. Legal basis: Art. 6(1)(b) GDPR where your message concerns a purchase or a contract, otherwise Art. 6(1)(f) GDPR; our legitimate interest is answering the questions people send us.

Your message is kept until your enquiry is settled, and deleted {contact.retentionMonths} months after we close it. Messages marked as spam are deleted after {contact.spamDays} days.

We e-mail you an acknowledgement with a copy of your message, and our answers to it, through our mail server. These e-mails are kept with your message and deleted with it.

## Firmware news by e-mail

If you ask us to tell you when new firmware for a model is out, we keep your e-mail address, the model, your language, and when you agreed and to which words; nothing else. We first send one e-mail asking you to confirm; only once you have confirmed do you get news, one e-mail for each new firmware release for that model. Legal basis: Art. 6(1)(a) GDPR. Every e-mail has a link to unsubscribe with one click, and your address is then deleted at once. A request that is not confirmed within seven days is deleted.

## Finding a store near you

If you ask the store finder to sort by distance, your browser asks whether it may share your location. If you agree, the site rounds it to about a kilometre and uses it only to sort the list; it is not stored.

## Check my instrument

The Check my instrument page talks to your instrument over MIDI inside your browser. What it reads from the instrument (model and firmware version) never leaves your browser, and the page loads no analytics.

## Analytics

If an analytics service is set up, we ask you first, in your language, and load nothing until you say yes. With your consent we measure which pages are visited, to improve the site; only then may the analytics service keep cookies of its own in your browser. Legal basis: Art. 6(1)(a) GDPR and § 25 (1) TDDDG. You can withdraw your consent at any time under "Privacy settings" at the foot of every page; this does not affect what was lawful before.

## Who else sees your data

Nobody outside {company.name} reads your messages, except the companies that run our servers for us, under a data processing agreement (Art. 28 GDPR), in the European Union. We do not sell data and do not pass it on for advertising. Messages from Japan are answered by {japan.name}, our company in Japan; Japan and the European Union recognise each other's level of data protection.

## Your rights

You may ask us what we keep about you (Art. 15 GDPR), have it corrected (Art. 16) or deleted (Art. 17), have its use restricted (Art. 18) and receive it in a common format (Art. 20). Write to [{company.privacyEmail}](mailto:{company.privacyEmail}).

## Your right to object

Where we use your data on the basis of our legitimate interest (Art. 6(1)(f) GDPR), you may object at any time on grounds relating to your particular situation (Art. 21 GDPR). An e-mail to [{company.privacyEmail}](mailto:{company.privacyEmail}) is enough.

## Data protection officer

We have not appointed a data protection officer, as we are not required to; the privacy team answers your questions at the address above.

You may also complain to a data protection authority, for example the Hamburg Commissioner for Data Protection and Freedom of Information, which is responsible for us.

## Changes

We update this policy when the site changes what it keeps. The date at the top shows the current version.`,
  },
  terms: {
    title: "Terms of use",
    summary:
      "The terms for using the {company.name} website, its downloads, firmware and the Check my instrument page.",
    body: `## Scope

These terms apply to the website of {company.name} and everything it offers: product information, manuals, software, firmware and the Check my instrument page. Buying an instrument is a contract with the store you buy it from, on that store's terms.

## Product information

We describe our instruments as carefully as we can. Specifications, prices and availability may change; the store you buy from tells you what applies to your purchase. Pictures may show accessories that are sold separately.

## Downloads and firmware

Manuals, data lists and quick start guides may be printed and shared for private and teaching use, unchanged and with their source named. Software and firmware are licensed for use with {company.name} instruments only, under these terms of use.

Update your instrument as its update guide describes. Do not switch it off or disconnect it while an update runs. If an update fails, follow the guide's steps to restore the instrument, or [contact us](/contactus): we help free of charge.

## Check my instrument

Check my instrument needs a browser with Web MIDI and your permission to use it. The page reads your instrument's model and firmware version and sends firmware only when you start an update.

## Content and trademarks

Texts, pictures, videos and sounds on this site belong to {company.name} or are used with permission. Noteva and the model names are trademarks of {company.name}. Please ask us before using them beyond quoting.

## Links to other sites

Links to dealers and other sites lead to pages we do not control; their providers are responsible for them.

## Liability

We are liable without limit for intent and gross negligence and for injury to life, body or health. For slight negligence we are liable only for breaches of essential duties, limited to the damage that is typical and foreseeable. Liability under the Product Liability Act is unaffected.

## Applicable law

German law applies. If you are a consumer, the mandatory consumer protection of the country you live in also protects you.`,
  },
  profile: {
    title: "Company profile",
    summary:
      "{company.name} at a glance: founded in {company.founded}, based in {company.city}, with stores in {countries} countries.",
    body: `| Company | {company.name} |
| Founded | {company.founded} |
| Managing directors | {company.directors} |
| Head office | {company.addressLine} |
| Business | Design, development and sale of digital pianos, keyboards and rhythm machines |
| Register | {company.register} |
| Stores | Distributors and dealers in {countries} countries |
| Contact | [{company.email}](mailto:{company.email}) |

## {company.name} in Japan

| Company | {japan.name} |
| Founded | {japan.founded} |
| Representative director | {japan.representative} |
| Address | {japan.address} |
| Phone | {japan.phone} |
| Employees | {japan.employees} |
| Business | Sale and support of {company.name} instruments in Japan |

Read [how Noteva began](/aboutus/companyoverview), meet [the team](/aboutus/team), or [write to us](/contactus).`,
  },
  disposal: {
    title: "Disposal and recycling",
    summary:
      "Old instruments and batteries do not belong in household waste: where to take {company.name} instruments, adaptors and batteries free of charge, and what to do first.",
    body: `Digital pianos, keyboards, rhythm machines and their accessories, such as AC adaptors and pedals, are electrical and electronic equipment. When you no longer use an instrument, please hand it in for reuse or recycling. This page explains how in the European Union and the United Kingdom.

## Collected separately, never with household waste

The crossed-out wheeled bin on our instruments, their AC adaptors and in their owner's manuals means that the product must not go in unsorted household waste but be collected separately. A black bar under the symbol shows that the product was placed on the market after 13 August 2005.

Electrical equipment can contain substances that harm the environment and human health if it is disposed of wrongly. Collected separately, it is treated properly, and materials such as copper, aluminium and plastics are recovered. Handing in your old instrument helps reuse and recycling.

## Before you hand it in

- Take out any batteries that are not built in, and hand them in separately (see below).
- Delete your own data: you are responsible for any personal data on an old device. Restoring the factory settings deletes the songs, patterns and registrations you saved and the Bluetooth pairings: the section Restoring the factory settings of your model's [owner's manual](/support/manuals) says how. Remove any USB stick still plugged in.
- If the instrument still works, someone else may enjoy it: many collection points accept equipment for reuse separately.

## Where to hand it in

- At a collection point run by your local council, such as a household waste recycling centre. Many councils also collect large items from your home.
- At a shop. In the EU, larger shops that sell electrical equipment take back an old device of the same kind free of charge when you buy a new one, and small devices (no side longer than 25 cm) even without a purchase. In the UK, a shop selling electrical equipment either takes back your old device when you buy a new one of the same kind, or belongs to the Distributor Take-back Scheme, which pays for collection at local recycling centres: ask in the shop.
- At our [dealers](/dealer/distributor): ask how they take back old equipment.

## Batteries

Some of our keyboards also run on batteries. Old batteries do not belong in household waste: take them to a battery collection point, found in most shops that sell batteries, or to your council's collection point. Both are free of charge.

The crossed-out wheeled bin on a battery means that it must be collected separately. A chemical symbol under it means that the battery contains more than the permitted share of that heavy metal:

| Pb | Lead, more than 0.004% |
| Cd | Cadmium, more than 0.002% |
| Hg | Mercury, more than 0.0005% |

Cover the terminals of lithium batteries with tape before you hand them in: a short circuit can start a fire. Take a damaged or swollen rechargeable battery only to a collection point, and tell the staff.

## Our registration

In Germany, {company.name} is registered as a producer of electrical and electronic equipment with the Stiftung Elektro-Altgeräte Register (stiftung ear): WEEE registration number {company.weee}.

Questions about disposal? Write to us with the [contact form](/contactus) or at [{support.email}](mailto:{support.email}).`,
  },
  warranty: {
    title: "Warranty and repair",
    summary:
      "{company.name}'s warranty: two years on instruments, one year on accessories. What it covers, how to get a repair, and where to find the serial number.",
    body: `## Our warranty

{company.name} guarantees that your instrument is free from defects in materials and workmanship. If a defect appears within the warranty period, we repair the instrument free of charge, parts, labour and return shipping included, or replace it where a repair is not possible.

| Instruments (digital pianos, keyboards, rhythm machines) | 2 years from the date of purchase |
| Accessories (pedals, stands, AC adaptors, cases, headphones) | 1 year from the date of purchase |
| A repair under warranty | 6 months on the repaired part, or the rest of the warranty period if that is longer |

The warranty applies to products bought new from an authorised dealer, in the country where they were bought. It is given in addition to your statutory rights as a consumer against the seller, and does not limit them. These terms are also on the warranty card in the instrument's box. Keep the card with your receipt: the receipt, not the card, is your proof of purchase.

## Before you ask for a repair

- Look up the symptom in the owner's manual: every manual has a troubleshooting section, and all are on the [download page](/support).
- Install the latest firmware: many faults are cured by an update.
- Try another wall socket, cable or pedal: a fault is often in what is connected to the instrument.

## How to get a repair

1. Have the model name, the serial number and your proof of purchase (the receipt or invoice with the date and the dealer's name) ready.
2. Contact the dealer you bought the instrument from, or write to us with the [contact form](/contactus), topic "Technical support", describing the fault. You can also call us on {support.phone}: {support.hours}.
3. We tell you where to take or send the instrument. Please do not send it without contacting us first: an instrument that arrives unannounced takes longer to repair.

Pack the instrument in its original box if you still have it. Back up your own songs, patterns and settings first: a repair may return the instrument to its factory settings.

## What the warranty does not cover

- Wear from normal use, such as worn key surfaces, pedal surfaces and finishes.
- Damage from a fall, a knock, liquid, heat, or transport without adequate packaging.
- Damage from use with a power supply other than the one supplied or named in the owner's manual.
- Damage from leaking batteries.
- Instruments repaired or modified by anyone other than {company.name} or a service centre it authorised.
- Damage from lightning, fire, flood or other force majeure.
- Data you stored in the instrument: songs, patterns and settings.

A repair outside the warranty is charged. We send you a quote first, and repair only once you have accepted it. We keep spare parts for at least eight years after an instrument is discontinued.

## Batteries and AC adaptors

Use only the AC adaptor supplied with the instrument, or the one named in its owner's manual: another adaptor can damage the instrument. Batteries are consumables and not covered by the warranty. Take them out if you will not use the instrument for several weeks, so that they cannot leak.

## Where to find the serial number

The serial number is on the label on the underside or back of the instrument: two letters and eight digits (for example NV24012345). It is also printed on the box. Note it down on the warranty card, and keep the card with your proof of purchase: a repair needs the serial number and the proof of purchase.

## Warrantor

{company.name}
{company.address}
E-mail: [{support.email}](mailto:{support.email})`,
  },
};
