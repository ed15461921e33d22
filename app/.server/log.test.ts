import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { errorWithoutValues } from "./log";

describe("the log's errors", () => {
  it("keep a failed query's statement and stack, never its values", () => {
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo";
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "staff_user_email_unique"'), {
      detail: "Key (email)=(ada@noteva.example) already exists.",
    });
    const error = new DrizzleQueryError(
      'update "staff_user" set "password_hash" = $1 where "email" = $2',
      [hash, "ada@noteva.example"],
      cause,
    );
    const logged = errorWithoutValues(error);
    const line = JSON.stringify(logged);
    expect(line).not.toContain(hash);
    expect(line).not.toContain("ada@noteva.example");
    expect(logged.message).toContain('update "staff_user" set "password_hash" = $1');
    expect(logged.message).toContain("params: (withheld)");
    expect(logged.params).toBe("(2 values withheld)");
    expect(String(logged.stack)).toMatch(/\n {4}at /);
    expect(line).toContain("duplicate key value violates unique constraint");
  });

  it("withhold the value a database refused as the wrong type", () => {
    const cause = new Error('invalid input syntax for type integer: "ada@noteva.example"');
    const logged = JSON.stringify(errorWithoutValues(new DrizzleQueryError('select 1 where "id" = $1', ["x"], cause)));
    expect(logged).not.toContain("ada@noteva.example");
    expect(logged).toContain('invalid input syntax for type integer: \\"(withheld)\\"');
  });

  it("leave other errors as they are", () => {
    const logged = errorWithoutValues(new TypeError("x is not a function"));
    expect(logged).toMatchObject({ type: "TypeError", message: "x is not a function" });
  });
});
