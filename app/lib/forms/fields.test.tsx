import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./fields";

const label = (optional: string | boolean, text = "Model") =>
  renderToStaticMarkup(
    <Field id="f" label={text} optional={optional}>
      <input id="f" />
    </Field>,
  )
    .match(/<label[^>]*>(.*?)<\/label>/)?.[1]
    ?.replace(/<[^>]+>/g, "");

describe("a field's label", () => {
  it("marks an optional field with the language's note: no half-width space before a full-width bracket", () => {
    expect(label("（任意）", "型番")).toBe("型番（任意）");
    expect(label("（任意）", "シリアル番号")).toBe("シリアル番号（任意）");
    expect(label("(optional)")).toBe("Model (optional)");
    expect(label(true)).toBe("Model (optional)");
    expect(label("(optional)", "Modell")).toBe("Modell (optional)");
  });
});
