import type { LegalPageSeed } from "./types";

/** Die deutschen Seiten: Impressum nach § 5 DDG und § 18 MStV, Datenschutzerklärung nach DSGVO und TDDDG. */
export const de: LegalPageSeed = {
  imprint: {
    title: "Impressum",
    summary:
      "Anbieterkennzeichnung der {company.name}: Anschrift, Vertretung, Kontakt, Registereintrag und Umsatzsteuer-ID.",
    body: `## Angaben gemäß § 5 DDG

{company.name}
{company.address}

## Vertreten durch

Geschäftsführung: {company.directors}

## Kontakt

Telefon: {company.phone}
E-Mail: [{company.email}](mailto:{company.email})

Fragen zu Ihrem Instrument stellen Sie am besten über unser [Kontaktformular](/contactus): Eine Fachkraft antwortet Ihnen innerhalb von zwei Werktagen.

## Registereintrag

Handelsregister: {company.register}
WEEE-Reg.-Nr. {company.weee} (Stiftung Elektro-Altgeräte Register)

## Umsatzsteuer-Identifikationsnummer

Nach § 27a Umsatzsteuergesetz:
{company.vatId}

## Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

{company.editor}
{company.name}, {company.addressLine}

## Verbraucherstreitbeilegung

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.

## Haftung für Links

Unsere Seiten verlinken auf Websites anderer Anbieter, etwa unserer Fachhändler. Auf deren Inhalte haben wir keinen Einfluss; für sie ist stets der jeweilige Anbieter verantwortlich. Erfahren wir, dass eine verlinkte Seite gegen geltendes Recht verstößt, entfernen wir den Link umgehend.`,
  },
  privacy: {
    title: "Datenschutzerklärung",
    summary:
      "Welche Daten diese Website speichert, wie lange, wozu und wen Sie fragen können: die Datenschutzerklärung der {company.name} nach DSGVO.",
    body: `## Verantwortlicher

{company.name}
{company.address}
E-Mail: [{company.privacyEmail}](mailto:{company.privacyEmail})

An diese Adresse können Sie sich mit allen Fragen zu Ihren Daten wenden, auch um Ihre unten genannten Rechte wahrzunehmen.

## Das Wichtigste in Kürze

- Beim Besuch dieser Website werden keine Cookies gesetzt, sofern Sie nicht der Statistik zustimmen, und keine Inhalte anderer Unternehmen geladen: Schriften, Bilder, Videos und Dokumente kommen von unseren eigenen Servern.
- Was Sie uns über das Kontaktformular schicken, speichern wir, um Ihnen zu antworten, und löschen es {contact.retentionMonths} Monate nach Abschluss Ihrer Anfrage.
- Die Nutzung der Website messen wir nur, wenn Sie es erlauben; Ihre Wahl können Sie jederzeit ändern.

## Beim Besuch der Website

Unsere Server protokollieren jede Anfrage: die aufgerufene Adresse, den Zeitpunkt, Status und Größe der Antwort sowie Ihre IP-Adresse, gekürzt um ihren letzten Teil (pseudonymisiert). Diese Protokolle dienen dem Betrieb der Website, der Fehlersuche und der Abwehr von Angriffen; wir löschen sie nach 14 Tagen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist eine funktionierende und sichere Website.

## Was Ihr Browser speichert

Die Website legt in Ihrem Browser kleine Einträge an (keine Cookies) und liest sie nur dort:

- {storage.language}: die Sprache, die Sie gewählt haben, damit sich die Website beim nächsten Besuch in dieser Sprache öffnet;
- {storage.consent}: Ihre Antwort auf die Frage nach der Statistik, falls wir sie gestellt haben.

Diese Einträge sind für die von Ihnen gewünschte Funktion unbedingt erforderlich (§ 25 Abs. 2 TDDDG) und bleiben, bis Sie die Daten Ihres Browsers löschen. Mitarbeitende, die sich in der Verwaltung der Website anmelden, erhalten zusätzlich ein Sitzungscookie, das mit der Abmeldung endet, und den Eintrag {storage.userInfo} mit ihrem Namen.

## Das Kontaktformular

Wenn Sie uns schreiben, speichern wir Ihren Namen, Ihre E-Mail-Adresse, Ihr Land, das Thema und Ihre Nachricht sowie, falls angegeben, das Produkt und seine Seriennummer; melden Sie über die Händlersuche eine Änderung an den Angaben eines Händlers, speichern wir auch, um welchen Händler es geht. Außerdem speichern wir, wann Sie Ihre Nachricht gesendet und bestätigt haben, diese Datenschutzerklärung gelesen zu haben, die Kennung, die Ihr Browser sendet (Name und Version des Browsers und Ihr Betriebssystem), und einen mit geheimem Schlüssel gebildeten Hashwert (HMAC) Ihrer IP-Adresse, aus dem sich die Adresse nicht zurückgewinnen lässt; damit halten wir massenhaft versandte Nachrichten ab.

Diese Daten verwenden wir ausschließlich, um Ihre Anfrage zu beantworten und zu bearbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Nachricht einen Kauf oder einen Vertrag betrifft, sonst Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist es, Anfragen zu beantworten.

Ihre Nachricht bleibt gespeichert, bis Ihre Anfrage erledigt ist, und wird {contact.retentionMonths} Monate nach ihrem Abschluss gelöscht. Als Spam markierte Nachrichten löschen wir nach {contact.spamDays} Tagen.

Wir schicken Ihnen über unseren Mailserver eine Eingangsbestätigung mit einer Kopie Ihrer Nachricht und unsere Antworten darauf per E-Mail. Diese E-Mails speichern wir mit Ihrer Nachricht und löschen sie mit ihr.

## Firmware-Neuigkeiten per E-Mail

Wenn Sie sich benachrichtigen lassen möchten, sobald es für ein Modell neue Firmware gibt, speichern wir Ihre E-Mail-Adresse, das Modell, Ihre Sprache sowie den Zeitpunkt und den Wortlaut Ihrer Einwilligung, sonst nichts. Zuerst schicken wir Ihnen eine E-Mail, mit der Sie die Anmeldung bestätigen; erst danach erhalten Sie Neuigkeiten, eine E-Mail je neuer Firmware-Version dieses Modells. Rechtsgrundlage ist Art. 6 Abs. 1 lit. a DSGVO. Jede E-Mail enthält einen Link, mit dem Sie sich mit einem Klick abmelden; Ihre Adresse wird dann sofort gelöscht. Eine Anmeldung, die nicht innerhalb von sieben Tagen bestätigt wird, löschen wir.

## Händlersuche in Ihrer Nähe

Wenn Sie die Händlersuche nach Entfernung sortieren lassen, fragt Ihr Browser, ob er Ihren Standort teilen darf. Stimmen Sie zu, rundet die Website ihn auf etwa einen Kilometer und verwendet ihn nur, um die Liste zu sortieren; gespeichert wird er nicht.

## Instrument prüfen

Die Seite „Instrument prüfen“ verbindet sich in Ihrem Browser per MIDI mit Ihrem Instrument. Was die Seite vom Instrument liest (Modell und Firmware-Version), verlässt Ihren Browser nicht, und die Seite lädt keine Statistik.

## Statistik

Ist ein Statistikdienst eingerichtet, fragen wir Sie zuerst in Ihrer Sprache und laden nichts, bevor Sie zustimmen. Mit Ihrer Einwilligung messen wir, welche Seiten besucht werden, um die Website zu verbessern; nur dann kann der Statistikdienst eigene Cookies in Ihrem Browser setzen. Rechtsgrundlage sind Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG. Ihre Einwilligung können Sie jederzeit unter „Datenschutz-Einstellungen“ am Ende jeder Seite widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt davon unberührt.

## Empfänger Ihrer Daten

Außerhalb der {company.name} liest niemand Ihre Nachrichten, abgesehen von den Unternehmen, die unsere Server in unserem Auftrag in der Europäischen Union betreiben, auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO). Wir verkaufen keine Daten und geben sie nicht für Werbung weiter. Anfragen aus Japan beantwortet unsere japanische Gesellschaft, die {japan.name}; für Japan besteht ein Angemessenheitsbeschluss der Europäischen Kommission.

## Ihre Rechte

Sie haben das Recht auf Auskunft über die zu Ihnen gespeicherten Daten (Art. 15 DSGVO), auf Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Schreiben Sie uns dazu an [{company.privacyEmail}](mailto:{company.privacyEmail}).

## Widerspruchsrecht

Verarbeiten wir Ihre Daten auf Grundlage unseres berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO), können Sie dem jederzeit aus Gründen, die sich aus Ihrer besonderen Situation ergeben, widersprechen (Art. 21 DSGVO). Eine E-Mail an [{company.privacyEmail}](mailto:{company.privacyEmail}) genügt.

## Datenschutzbeauftragter

Einen Datenschutzbeauftragten haben wir nicht benannt, da wir dazu nicht verpflichtet sind; Ihre Fragen beantwortet das Datenschutzteam unter der oben genannten Adresse.

Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa beim für uns zuständigen Hamburgischen Beauftragten für Datenschutz und Informationsfreiheit.

## Änderungen

Wir passen diese Datenschutzerklärung an, wenn die Website etwas anderes speichert als bisher. Das Datum oben zeigt den aktuellen Stand.`,
  },
  terms: {
    title: "Nutzungsbedingungen",
    summary:
      "Die Bedingungen für die Nutzung der Website der {company.name}, ihrer Downloads, Firmware und der Seite „Instrument prüfen“.",
    body: `## Geltungsbereich

Diese Bedingungen gelten für die Website der {company.name} und alles, was sie anbietet: Produktinformationen, Bedienungsanleitungen, Software, Firmware und die Seite „Instrument prüfen“. Den Kaufvertrag über ein Instrument schließen Sie mit dem Händler, bei dem Sie kaufen, zu dessen Bedingungen.

## Produktinformationen

Wir beschreiben unsere Instrumente so sorgfältig wie möglich. Technische Daten, Preise und Verfügbarkeit können sich ändern; was für Ihren Kauf gilt, erfahren Sie bei Ihrem Händler. Abbildungen können Zubehör zeigen, das separat erhältlich ist.

## Downloads und Firmware

An Bedienungsanleitungen, Datenlisten und Kurzanleitungen räumen wir Ihnen ein einfaches, nicht übertragbares und unentgeltliches Recht ein, sie zu privaten Zwecken und im Unterricht zu nutzen. Es umfasst das Recht, die Dokumente auszudrucken und unverändert unter Angabe der Quelle weiterzugeben. An Software und Firmware erhalten Sie ein einfaches, nicht übertragbares Recht, sie ausschließlich mit Instrumenten der {company.name} zu nutzen; im Übrigen gelten für sie diese Nutzungsbedingungen.

Aktualisieren Sie Ihr Instrument so, wie es die jeweilige Update-Anleitung beschreibt. Schalten Sie es während eines Updates nicht aus und trennen Sie es nicht vom Computer. Schlägt ein Update fehl, stellen Sie das Instrument mit den Schritten der Anleitung wieder her oder [wenden Sie sich an uns](/contactus): Wir helfen Ihnen kostenlos.

## Instrument prüfen

„Instrument prüfen“ setzt einen Browser mit Web MIDI und Ihre Erlaubnis voraus, es zu verwenden. Die Seite liest Modell und Firmware-Version Ihres Instruments und überträgt Firmware nur, wenn Sie ein Update starten.

## Inhalte und Marken

Texte, Bilder, Videos und Klänge dieser Website gehören der {company.name} oder werden mit Erlaubnis verwendet. Noteva und die Modellbezeichnungen sind Marken der {company.name}. Wenn Sie sie über ein Zitat hinaus verwenden möchten, fragen Sie uns bitte vorher.

## Links zu anderen Websites

Links zu Händlern und anderen Websites führen zu Seiten, auf die wir keinen Einfluss haben; für sie sind ihre Anbieter verantwortlich.

## Haftung

Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Pflichten und nur für den vertragstypischen, vorhersehbaren Schaden. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.

## Anwendbares Recht

Es gilt deutsches Recht. Sind Sie Verbraucherin oder Verbraucher, schützen Sie zusätzlich die zwingenden Verbraucherschutzvorschriften des Landes, in dem Sie leben.`,
  },
  profile: {
    title: "Unternehmensprofil",
    summary:
      "Die {company.name} auf einen Blick: gegründet {company.founded}, Sitz in {company.city}, Händler in {countries} Ländern.",
    body: `| Unternehmen | {company.name} |
| Gegründet | {company.founded} |
| Geschäftsführung | {company.directors} |
| Sitz | {company.addressLine} |
| Tätigkeit | Konzeption, Entwicklung und Vertrieb von Digitalpianos, Keyboards und Drumcomputern |
| Handelsregister | {company.register} |
| Vertrieb | Vertriebspartner und Fachhändler in {countries} Ländern |
| Kontakt | [{company.email}](mailto:{company.email}) |

## Tochtergesellschaft in Japan

| Unternehmen | {japan.name} |
| Gegründet | {japan.founded} |
| Vertretungsberechtigter Direktor | {japan.representative} |
| Anschrift | {japan.address} |
| Telefon | {japan.phone} |
| Mitarbeitende | {japan.employees} |
| Tätigkeit | Vertrieb und Kundendienst für Instrumente der {company.name} in Japan |

Lesen Sie, [wie Noteva begann](/aboutus/companyoverview), lernen Sie [unser Team](/aboutus/team) kennen oder [schreiben Sie uns](/contactus).`,
  },
  disposal: {
    title: "Entsorgung und Rücknahme",
    summary:
      "Altgeräte und Batterien gehören nicht in den Hausmüll: wo Sie Instrumente, Netzadapter und Batterien der {company.name} kostenlos abgeben und was Sie vorher tun sollten.",
    body: `Digitalpianos, Keyboards, Drumcomputer und ihr Zubehör wie Netzadapter und Pedale sind Elektro- und Elektronikgeräte. Wenn Sie ein Instrument nicht mehr nutzen, geben Sie es bitte zur Wiederverwendung oder zum Recycling ab. Die folgenden Hinweise geben wir für Deutschland nach § 18 Elektro- und Elektronikgerätegesetz (ElektroG) und dem Batterierecht-Durchführungsgesetz (BattDG); was in Österreich und in der Schweiz gilt, steht in eigenen Abschnitten weiter unten.

## Getrennt sammeln: nicht in den Hausmüll

Altgeräte dürfen nicht in den Restmüll oder in die Gelbe Tonne. Darauf weist das Symbol der durchgestrichenen Mülltonne auf Rädern hin, das Sie auf unseren Instrumenten, ihren Netzadaptern und in den Bedienungsanleitungen finden: Das Gerät ist getrennt vom unsortierten Siedlungsabfall zu entsorgen. Ist unter dem Symbol ein schwarzer Balken abgebildet, wurde das Gerät nach dem 13. August 2005 in Verkehr gebracht.

Elektrogeräte können Stoffe enthalten, die Umwelt und Gesundheit schaden, wenn sie falsch entsorgt werden. Getrennt gesammelt, werden sie fachgerecht behandelt, und wertvolle Rohstoffe wie Kupfer, Aluminium und Kunststoffe werden zurückgewonnen. Mit der Rückgabe leisten Sie einen wichtigen Beitrag zur Wiederverwendung und zum Recycling.

## Vor der Abgabe

- Nehmen Sie Batterien und Akkus heraus, die nicht fest eingebaut sind, und geben Sie sie getrennt ab (siehe unten).
- Löschen Sie Ihre eigenen Daten: Für personenbezogene Daten auf einem Altgerät sind Sie selbst verantwortlich. Eigene Songs, Patterns und Registrierungen sowie Bluetooth-Kopplungen löschen Sie, indem Sie das Instrument auf die Werkseinstellungen zurücksetzen. Wie das bei Ihrem Modell geht, steht im Abschnitt „Werkseinstellungen wiederherstellen“ seiner [Bedienungsanleitung](/support/manuals). Ziehen Sie auch einen USB-Stick ab, der noch eingesteckt ist.
- Funktioniert das Instrument noch, kann es jemand anderem Freude machen: Viele Sammelstellen nehmen Geräte zur Wiederverwendung gesondert an.

## Wo Sie Altgeräte kostenlos abgeben

- Bei den Sammelstellen Ihrer Stadt oder Ihres Landkreises, etwa auf dem Wertstoff- oder Recyclinghof. Viele Kommunen holen große Geräte auch ab; fragen Sie Ihre Abfallberatung.
- Im Handel: Händler mit einer Verkaufsfläche für Elektrogeräte von mindestens 400 m² und Lebensmittelmärkte mit mindestens 800 m² Gesamtverkaufsfläche, die mehrmals im Jahr Elektrogeräte anbieten, nehmen beim Kauf eines neuen Geräts ein Altgerät der gleichen Art kostenlos zurück (1:1). Kleine Altgeräte, bei denen keine Seite länger als 25 cm ist, nehmen sie auch ohne Kauf zurück, bis zu drei je Geräteart (0:1).
- Beim Kauf im Internet gilt dasselbe für Händler mit Lager- und Versandflächen für Elektrogeräte von mindestens 400 m². Wird Ihnen ein neues Digitalpiano nach Hause geliefert, kann der Händler das Altgerät bei der Lieferung kostenlos mitnehmen; er fragt Sie beim Kauf, ob Sie das wünschen.
- Bei unseren [Fachhändlern](/dealer/distributor): Fragen Sie im Geschäft, wie die Rücknahme dort geregelt ist.

## Batterien und Akkus

Manche unserer Keyboards spielen auch mit Batterien oder Akkus. Altbatterien gehören nicht in den Hausmüll: Sie sind gesetzlich verpflichtet, sie zurückzugeben. Das geht kostenlos überall, wo Batterien verkauft werden, in Supermärkten und Drogerien ebenso wie im Elektrofachhandel, und bei den Sammelstellen Ihrer Kommune.

Die durchgestrichene Mülltonne auf einer Batterie bedeutet, dass sie getrennt gesammelt werden muss. Steht darunter ein chemisches Zeichen, enthält die Batterie mehr als den zulässigen Anteil dieses Schwermetalls:

| Pb | Blei, mehr als 0,004 % |
| Cd | Cadmium, mehr als 0,002 % |
| Hg | Quecksilber, mehr als 0,0005 % |

Kleben Sie die Pole von Lithiumbatterien und Akkus vor der Abgabe mit Klebeband ab: Ein Kurzschluss kann einen Brand auslösen. Beschädigte oder aufgeblähte Akkus geben Sie bitte nur bei einer Sammelstelle ab und sagen dort Bescheid.

## In Österreich

Elektroaltgeräte und Altbatterien geben Sie kostenlos bei der Sammelstelle Ihrer Gemeinde ab, etwa im Altstoffsammelzentrum (ASZ). Nach der Elektroaltgeräteverordnung (EAG-VO) nimmt auch der Handel Altgeräte zurück: beim Kauf eines neuen Geräts ein gleichartiges Altgerät kostenlos. Ob ein Geschäft dazu verpflichtet ist, hängt von seiner Verkaufsfläche ab; fragen Sie dort nach. Altbatterien nimmt jedes Geschäft, das Batterien verkauft, kostenlos zurück.

## In der Schweiz

Nach der Verordnung über die Rückgabe, die Rücknahme und die Entsorgung elektrischer und elektronischer Geräte (VREG) nehmen Geschäfte, Hersteller- und Importfirmen Geräte der Art, die sie verkaufen, kostenlos zurück, auch ohne Neukauf. Das Recycling ist in der Regel mit der vorgezogenen Recyclinggebühr (vRG) beim Kauf bereits bezahlt. Sammelstellen nennen die Rücknahmesysteme SENS eRecycling und Swico. Altbatterien geben Sie kostenlos überall dort ab, wo Batterien verkauft werden.

## Unsere Registrierung

Die {company.name} ist bei der Stiftung Elektro-Altgeräte Register (stiftung ear) als Herstellerin von Elektro- und Elektronikgeräten registriert: WEEE-Reg.-Nr. {company.weee}.

Fragen zur Entsorgung beantworten wir gern über unser [Kontaktformular](/contactus) oder per E-Mail an [{support.email}](mailto:{support.email}).`,
  },
  warranty: {
    title: "Garantie und Reparatur",
    summary:
      "Herstellergarantie der {company.name}: zwei Jahre auf Instrumente, ein Jahr auf Zubehör. Was sie umfasst, wie Sie eine Reparatur beauftragen und wo Sie die Seriennummer finden.",
    body: `## Unsere Herstellergarantie

Die {company.name} garantiert, dass Ihr Instrument frei von Material- und Verarbeitungsfehlern ist. Tritt innerhalb der Garantiezeit ein solcher Mangel auf, reparieren wir das Instrument kostenlos, einschließlich Ersatzteilen, Arbeitszeit und Rückversand, oder ersetzen es, wenn eine Reparatur nicht möglich ist.

| Instrumente (Digitalpianos, Keyboards, Drumcomputer) | 2 Jahre ab Kaufdatum |
| Zubehör (Pedale, Ständer, Netzadapter, Taschen, Kopfhörer) | 1 Jahr ab Kaufdatum |
| Reparatur im Rahmen der Garantie | 6 Monate auf das reparierte Teil oder die restliche Garantiezeit, wenn diese länger ist |

Die Garantie gilt für neu bei einem autorisierten Fachhändler gekaufte Produkte, und zwar in dem Land, in dem Sie sie gekauft haben. Diese Garantiebedingungen stehen auch auf der Garantiekarte, die dem Instrument beiliegt. Bewahren Sie die Karte zusammen mit dem Kaufbeleg auf: Den Kauf weist der Kaufbeleg nach, nicht die Karte.

## Gesetzliche Gewährleistung

Unsere Garantie ist eine freiwillige Leistung des Herstellers (§ 443 BGB). Ihre gesetzlichen Gewährleistungsrechte gegenüber dem Händler, bei dem Sie das Instrument gekauft haben, bleiben davon unberührt und bestehen unabhängig davon, ob Sie die Garantie in Anspruch nehmen. In Deutschland beträgt die Gewährleistung bei neuen Waren zwei Jahre ab Lieferung.

In Österreich gilt die Gewährleistung nach dem Allgemeinen Bürgerlichen Gesetzbuch (ABGB) und, wenn Sie als Verbraucherin oder Verbraucher kaufen, nach dem Verbrauchergewährleistungsgesetz (VGG): Sie beträgt zwei Jahre ab Übergabe, und nach ihrem Ablauf können Sie Ihre Ansprüche noch drei Monate lang gerichtlich geltend machen.

In der Schweiz richtet sich die Gewährleistung nach dem Obligationenrecht (Art. 197 ff. OR). Ansprüche verjähren zwei Jahre nach der Ablieferung; bei neuen Waren für den persönlichen oder familiären Gebrauch darf diese Frist nicht verkürzt werden (Art. 210 OR). Melden Sie einen Mangel dem Geschäft, sobald Sie ihn entdecken (Art. 201 OR), und lesen Sie dessen Verkaufsbedingungen: Das OR lässt zu, die Gewährleistung vertraglich einzuschränken.

## Bevor Sie eine Reparatur anfragen

- Schlagen Sie das Problem in der Bedienungsanleitung nach: Jede Bedienungsanleitung hat einen Abschnitt zur Fehlerbehebung, alle finden Sie auf der [Download-Seite](/support).
- Installieren Sie die neueste Firmware: Viele Fehler behebt ein Update.
- Probieren Sie eine andere Steckdose, ein anderes Kabel oder ein anderes Pedal aus: Oft liegt der Fehler am angeschlossenen Zubehör.

## So beauftragen Sie eine Reparatur

1. Halten Sie Modellbezeichnung, Seriennummer und Kaufbeleg (Kassenbon oder Rechnung mit Kaufdatum und Name des Händlers) bereit.
2. Wenden Sie sich an den Händler, bei dem Sie das Instrument gekauft haben, oder schreiben Sie uns über das [Kontaktformular](/contactus) mit dem Thema „Technischer Support“ und beschreiben Sie den Fehler. Telefonisch erreichen Sie uns unter {support.phone}: {support.hours}.
3. Wir teilen Ihnen mit, wohin Sie das Instrument bringen oder schicken. Bitte senden Sie es nicht ohne vorherige Absprache ein: Ein unangekündigtes Instrument braucht länger bis zur Reparatur.

Verpacken Sie das Instrument nach Möglichkeit im Originalkarton. Sichern Sie vorher Ihre eigenen Songs, Patterns und Einstellungen: Bei einer Reparatur kann das Instrument auf die Werkseinstellungen zurückgesetzt werden.

## Was die Garantie nicht umfasst

- Verschleiß durch normalen Gebrauch, etwa abgenutzte Tastenoberflächen, Pedalflächen und Oberflächen des Gehäuses.
- Schäden durch Sturz, Stoß, Flüssigkeit, Hitze oder Transport ohne ausreichende Verpackung.
- Schäden durch einen anderen Netzadapter als den mitgelieferten oder den in der Bedienungsanleitung genannten.
- Schäden durch ausgelaufene Batterien.
- Instrumente, die von anderen als der {company.name} oder einer von ihr autorisierten Servicewerkstatt repariert oder verändert wurden.
- Schäden durch Blitzschlag, Feuer, Hochwasser oder andere höhere Gewalt.
- Im Instrument gespeicherte Daten: Songs, Patterns und Einstellungen.

Reparaturen außerhalb der Garantie sind kostenpflichtig. Sie erhalten vorab einen Kostenvoranschlag, und wir reparieren erst, wenn Sie ihn angenommen haben. Ersatzteile halten wir mindestens acht Jahre nach dem Ende der Produktion eines Instruments bereit.

## Batterien und Netzadapter

Verwenden Sie nur den mitgelieferten Netzadapter oder den in der Bedienungsanleitung genannten: Ein anderer Netzadapter kann das Instrument beschädigen. Batterien sind Verbrauchsmaterial und von der Garantie ausgenommen. Nehmen Sie sie heraus, wenn Sie das Instrument mehrere Wochen nicht benutzen, damit sie nicht auslaufen.

## Wo Sie die Seriennummer finden

Die Seriennummer steht auf dem Etikett an der Unter- oder Rückseite des Instruments: zwei Buchstaben und acht Ziffern (zum Beispiel NV24012345). Sie ist außerdem auf dem Karton aufgedruckt. Tragen Sie sie auf der Garantiekarte ein und bewahren Sie die Karte zusammen mit dem Kaufbeleg auf: Für eine Reparatur brauchen Sie Seriennummer und Kaufbeleg.

## Garantiegeber

{company.name}
{company.address}
E-Mail: [{support.email}](mailto:{support.email})`,
  },
};
