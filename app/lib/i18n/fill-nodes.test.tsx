import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fillNodes } from "./fill-nodes";

const html = (template: string, nodes: Parameters<typeof fillNodes>[1]) =>
  renderToStaticMarkup(<p>{fillNodes(template, nodes)}</p>);

describe("fillNodes", () => {
  it("puts elements where each language's word order wants them", () => {
    expect(
      html("Still stuck? {contact} with your serial number.", { contact: <a href="/contactus">Write to us</a> }),
    ).toBe('<p>Still stuck? <a href="/contactus">Write to us</a> with your serial number.</p>');
    expect(html("シリアル番号を添えて{contact}ください。", { contact: <a href="/contactus">お問い合わせ</a> })).toBe(
      '<p>シリアル番号を添えて<a href="/contactus">お問い合わせ</a>ください。</p>',
    );
  });

  it("fills plain values after the split, so braces inside a value stay as written", () => {
    expect(html("For the {product} only. {link}", { product: "MK{link}49", link: <a href="/x">specs</a> })).toBe(
      '<p>For the MK{link}49 only. <a href="/x">specs</a></p>',
    );
  });

  it("allows a name twice and leaves an unknown name visible rather than blank", () => {
    expect(html("{a} and {a}, {b}", { a: <b>x</b> })).toBe("<p><b>x</b> and <b>x</b>, {b}</p>");
  });
});
