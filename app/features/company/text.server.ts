/**
 * The company pages' interface words in each language, and their body copy per language
 * (`content.ts` and its translations). `{name}` marks a value or a link filled in by the page.
 */
import type { Locale } from "~/lib/i18n/locales";
import { defineText } from "~/lib/i18n/text";
import * as en from "./content";
import * as de from "./content.de";
import * as ja from "./content.ja";

/** The company pages' copy in each language: a loader sends only its page's parts in its own. */
export const companyContent: Record<Locale, typeof import("./content")> = { en, de, ja };

const enText = {
  aboutUs: "About us",
  brandStory: {
    title: "Brand Story",
    description: "How Noteva began, and what we build digital pianos, keyboards and rhythm machines for.",
    intro:
      "Noteva began in 2009 with a piano technician and two sound engineers who wanted a digital piano a teacher would recommend. We still voice every piano sound by ear, and we still answer owners by name.",
    pictureAlt: "A Noteva SP-C121 on stage",
    timeline: "Our story so far",
    more: "Meet {team}, read about {technology}, or visit {park}.",
    team: "the team",
    technology: "our technology",
  },
  team: {
    title: "Team",
    description: "The people who design, voice and support Noteva instruments.",
    intro:
      "Engineers, sound designers and players: a small team that designs every Noteva instrument, and specialists who answer your questions in person.",
  },
  technology: {
    title: "Technology",
    description: "The key actions, sound engines and speaker systems inside Noteva instruments.",
    intro:
      "What makes a Noteva feel like an instrument: the action under your fingers, the piano in the sound engine, and the speakers that bring it to the room.",
  },
  park: {
    description: "{park}: the {site} campus where instruments are designed, voiced and tested.",
    visit: "Visit us",
    /** Above the park's address (the head office's, from the brand's details) and the way there. */
    directions: "Address and directions",
    book: "School groups by appointment through {contact}, topic “other”.",
    contact: "the contact page",
  },
  legal: {
    eyebrow: "Legal",
    updated: "Last updated {date}",
    others: "More legal information",
    /** The warranty page's eyebrow and its parent in the breadcrumbs. */
    support: "Support",
  },
};

export const companyText = defineText(enText, {
  de: {
    aboutUs: "Über uns",
    brandStory: {
      title: "Markengeschichte",
      description: "Wie Noteva begann und wofür wir Digitalpianos, Keyboards und Drumcomputer bauen.",
      intro:
        "Noteva begann 2009 mit einer Klaviertechnikerin und zwei Toningenieuren, die ein Digitalpiano bauen wollten, das Lehrkräfte mit gutem Gewissen empfehlen. Bis heute intonieren wir jeden Pianoklang nach Gehör, und bis heute antworten wir Ihnen persönlich und mit Namen.",
      pictureAlt: "Ein Noteva SP-C121 auf der Bühne",
      timeline: "Unsere Geschichte",
      more: "Lernen Sie {team} kennen, erfahren Sie mehr über {technology} oder besuchen Sie den {park}.",
      team: "unser Team",
      technology: "unsere Technologie",
    },
    team: {
      title: "Team",
      description: "Die Menschen, die Noteva-Instrumente entwickeln, intonieren und betreuen.",
      intro:
        "Menschen aus Entwicklung, Sounddesign und Musik: ein kleines Team, das jedes Noteva-Instrument entwickelt, und Fachleute, die Ihre Fragen persönlich beantworten.",
    },
    technology: {
      title: "Technologie",
      description: "Tastaturmechaniken, Klangerzeugung und Lautsprechersysteme in Noteva-Instrumenten.",
      intro:
        "Was ein Noteva zum Instrument macht: die Mechanik unter Ihren Fingern, der Flügel in der Klangerzeugung und die Lautsprecher, die ihn in den Raum tragen.",
    },
    park: {
      description: "{park}: der Campus von {site}, auf dem Instrumente entwickelt, intoniert und getestet werden.",
      visit: "Besuchen Sie uns",
      directions: "Adresse und Anfahrt",
      book: "Schulklassen nach Vereinbarung über {contact}, Thema „Sonstiges“.",
      contact: "unser Kontaktformular",
    },
    legal: {
      eyebrow: "Rechtliches",
      updated: "Stand: {date}",
      others: "Weitere rechtliche Informationen",
      support: "Support",
    },
  },
  ja: {
    aboutUs: "企業情報",
    brandStory: {
      title: "ブランドストーリー",
      description: "Notevaのはじまりと、電子ピアノ、キーボード、リズムマシンに込めた想い。",
      intro:
        "Notevaは2009年、先生が自信をもって薦められる電子ピアノをつくりたいと考えた、1人のピアノ技術者と2人のサウンドエンジニアから始まりました。今もピアノの音色はすべて耳で確かめて仕上げ、お客様からのお問い合わせには、担当者が名前を添えてお答えしています。",
      pictureAlt: "ステージに置かれたNoteva SP-C121",
      timeline: "これまでの歩み",
      more: "{team}、{technology}、{park}もあわせてご覧ください。",
      team: "チームの紹介",
      technology: "テクノロジーの解説",
    },
    team: {
      title: "チーム",
      description: "Noteva製品の開発、音づくり、サポートを担うメンバーをご紹介します。",
      intro:
        "エンジニア、サウンドデザイナー、そしてプレーヤー。Notevaのすべての楽器を設計する少人数のチームと、皆さまのご質問に直接お答えするスペシャリストたちです。",
    },
    technology: {
      title: "テクノロジー",
      description: "Noteva製品に搭載した鍵盤アクション、音源エンジン、スピーカーシステムをご紹介します。",
      intro:
        "Notevaが「楽器」であるために。指先で感じる鍵盤アクション、音源エンジンに息づくピアノ、そしてその音を部屋いっぱいに届けるスピーカーです。",
    },
    park: {
      description: "{park}は、{site}の楽器の設計、音づくり、テストを行うキャンパスです。",
      visit: "ご来場案内",
      directions: "所在地・アクセス",
      book: "学校団体でのご来場は、{contact}で種類「その他」を選んでご予約ください。",
      contact: "お問い合わせページ",
    },
    legal: {
      eyebrow: "法的情報",
      updated: "最終更新日：{date}",
      others: "そのほかの法的情報",
      support: "サポート",
    },
  },
});
