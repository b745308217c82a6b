import { timestampDate } from "@bufbuild/protobuf/wkt";
import { AppError } from "@leadstream/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAppError, startLeads, uniqueId, type Harness } from "./harness.js";

describe("DM templates", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startLeads();
  });
  afterAll(async () => {
    await h?.svc.stop();
  });

  const create = (userId: number, name: string, messageBody = "Hi {{name}}, saw your post about growth.") => h.client.createDmTemplate({ userId, name, messageBody });
  /** The outcome of a call: "ok", or the AppError code it failed with. */
  const outcome = (call: Promise<unknown>) =>
    call.then(
      () => "ok",
      (err: unknown) => (err instanceof AppError ? err.code : String(err)),
    );
  const stored = async (userId: number) => (await h.svc.deps.ds.query(`SELECT name, message_body FROM "leads".dm_templates WHERE user_id = $1 ORDER BY id`, [userId])) as unknown[];

  it("creates, reads, lists (newest first), replaces and deletes a template", async () => {
    const userId = uniqueId();
    const { template } = await create(userId, "  Intro  ", " Hello there! ");
    expect(template).toMatchObject({ id: expect.any(Number), name: "Intro", messageBody: "Hello there!" });
    const createdAt = timestampDate(template!.createdAt!);
    expect(timestampDate(template!.updatedAt!)).toEqual(createdAt);

    expect((await h.client.getDmTemplate({ userId, templateId: template!.id })).template).toEqual(template);
    const second = (await create(userId, "Follow-up")).template!;
    expect((await h.client.listDmTemplates({ userId })).templates.map((t) => t.name)).toEqual(["Follow-up", "Intro"]);

    await new Promise((r) => setTimeout(r, 5));
    const { template: replaced } = await h.client.updateDmTemplate({ userId, templateId: template!.id, name: "Opener", messageBody: "Hey 👋" });
    expect(replaced).toMatchObject({ id: template!.id, name: "Opener", messageBody: "Hey 👋" });
    expect(timestampDate(replaced!.createdAt!)).toEqual(createdAt);
    expect(timestampDate(replaced!.updatedAt!).getTime()).toBeGreaterThan(createdAt.getTime());
    expect((await h.client.getDmTemplate({ userId, templateId: template!.id })).template).toEqual(replaced);

    await h.client.deleteDmTemplate({ userId, templateId: template!.id });
    await expectAppError(h.client.getDmTemplate({ userId, templateId: template!.id }), "not_found");
    await expectAppError(h.client.deleteDmTemplate({ userId, templateId: template!.id }), "not_found");
    expect((await h.client.listDmTemplates({ userId })).templates).toEqual([second]);
  });

  it("refuses a name the user already has, ignoring case, on create and on replace; other users may use it", async () => {
    const userId = uniqueId();
    const intro = (await create(userId, "Intro")).template!;
    const other = (await create(userId, "Other")).template!;
    for (const name of ["Intro", "intro", " INTRO ", "ｉｎｔｒｏ"]) {
      const err = await expectAppError(create(userId, name), "conflict");
      expect(err.details).toEqual({ param: "name" });
    }
    await expectAppError(h.client.updateDmTemplate({ userId, templateId: other.id, name: "iNtRo", messageBody: "x" }), "conflict");
    expect((await h.client.getDmTemplate({ userId, templateId: other.id })).template).toEqual(other);

    // Its own name (in another case) is no conflict; the freed name can be taken again.
    await h.client.updateDmTemplate({ userId, templateId: intro.id, name: "INTRO", messageBody: "Hello" });
    await h.client.updateDmTemplate({ userId, templateId: intro.id, name: "Welcome", messageBody: "Hello" });
    await create(userId, "Intro");
    await create(uniqueId(), "Intro");
    expect((await h.client.listDmTemplates({ userId })).templates.map((t) => t.name)).toEqual(["Intro", "Other", "Welcome"]);
  });

  it("lets exactly one of two racing creates with the same name win; the other is a conflict", async () => {
    for (let round = 0; round < 5; round++) {
      const userId = uniqueId();
      const outcomes = await Promise.all([outcome(create(userId, "Race", "first")), outcome(create(userId, "race", "second"))]);
      expect(outcomes.toSorted()).toEqual(["conflict", "ok"]);
      expect(await stored(userId)).toHaveLength(1);
    }
  });

  it("lets exactly one of two racing renames to the same name win", async () => {
    const userId = uniqueId();
    const [a, b] = [(await create(userId, "A")).template!, (await create(userId, "B")).template!];
    const rename = (id: number) => outcome(h.client.updateDmTemplate({ userId, templateId: id, name: "Same", messageBody: "x" }));
    expect((await Promise.all([rename(a.id), rename(b.id)])).toSorted()).toEqual(["conflict", "ok"]);
  });

  it("counts characters, not UTF-16 units or bytes: 2000 emoji and 100-emoji names are accepted, one more is refused", async () => {
    const userId = uniqueId();
    const { template } = await create(userId, "😀".repeat(100), "😀".repeat(2000));
    expect(template).toMatchObject({ name: "😀".repeat(100), messageBody: "😀".repeat(2000) });
    const err = await expectAppError(create(userId, "Too long", "😀".repeat(2001)), "invalid_request", "messageBody");
    expect(err.message).toBe("messageBody must be 1 to 2000 characters.");
    await expectAppError(create(userId, "😀".repeat(101)), "invalid_request", "name");
    await expectAppError(h.client.updateDmTemplate({ userId, templateId: template!.id, name: "ok", messageBody: "é".repeat(2001) }), "invalid_request", "messageBody");
    await h.client.updateDmTemplate({ userId, templateId: template!.id, name: "é".repeat(100), messageBody: "x".repeat(2000) });
  });

  it("refuses empty, blank and over-long fields and bad ids, naming the field; nothing is stored", async () => {
    const userId = uniqueId();
    await expectAppError(create(userId, ""), "invalid_request", "name");
    await expectAppError(create(userId, " \n\t "), "invalid_request", "name");
    await expectAppError(create(userId, "x".repeat(101)), "invalid_request", "name");
    await expectAppError(create(userId, "Intro", ""), "invalid_request", "messageBody");
    await expectAppError(create(userId, "Intro", "   "), "invalid_request", "messageBody");
    await expectAppError(create(userId, "Intro", "x".repeat(2001)), "invalid_request", "messageBody");
    await expectAppError(create(0, "Intro"), "invalid_request", "userId");
    expect(await stored(userId)).toEqual([]);

    const { template } = await create(userId, "Intro");
    await expectAppError(h.client.updateDmTemplate({ userId, templateId: template!.id, name: "", messageBody: "x" }), "invalid_request", "name");
    await expectAppError(h.client.updateDmTemplate({ userId, templateId: template!.id, name: "x", messageBody: "" }), "invalid_request", "messageBody");
    for (const templateId of [0, -1]) {
      await expectAppError(h.client.getDmTemplate({ userId, templateId }), "invalid_request", "id");
      await expectAppError(h.client.updateDmTemplate({ userId, templateId, name: "x", messageBody: "x" }), "invalid_request", "id");
      await expectAppError(h.client.deleteDmTemplate({ userId, templateId }), "invalid_request", "id");
    }
    expect((await h.client.getDmTemplate({ userId, templateId: template!.id })).template).toEqual(template);
  });

  it("treats another user's template as not found for get, replace and delete, and lists only the user's own", async () => {
    const owner = uniqueId();
    const stranger = uniqueId();
    const { template } = await create(owner, "Intro");
    await create(stranger, "Mine");
    await expectAppError(h.client.getDmTemplate({ userId: stranger, templateId: template!.id }), "not_found");
    await expectAppError(h.client.updateDmTemplate({ userId: stranger, templateId: template!.id, name: "Taken", messageBody: "x" }), "not_found");
    await expectAppError(h.client.deleteDmTemplate({ userId: stranger, templateId: template!.id }), "not_found");
    // Not found reads the same as for an id nobody has.
    const unknown = await expectAppError(h.client.getDmTemplate({ userId: stranger, templateId: 2 ** 31 - 1 }), "not_found");
    const others = await expectAppError(h.client.getDmTemplate({ userId: stranger, templateId: template!.id }), "not_found");
    expect(others.message).toBe(unknown.message);

    expect((await h.client.getDmTemplate({ userId: owner, templateId: template!.id })).template).toEqual(template);
    expect((await h.client.listDmTemplates({ userId: owner })).templates).toEqual([template]);
    expect((await h.client.listDmTemplates({ userId: stranger })).templates.map((t) => t.name)).toEqual(["Mine"]);
    expect((await h.client.listDmTemplates({ userId: uniqueId() })).templates).toEqual([]);
  });

  it("stores names whose folded form is much longer than the name (the unique index stays within its limits)", async () => {
    const userId = uniqueId();
    // U+FDFA expands to 18 characters under NFKC; U+0390 to 3 when upper-cased.
    await create(userId, "\uFDFA".repeat(100));
    await create(userId, "\u0390".repeat(100));
    await expectAppError(create(userId, "\uFDFA".repeat(100)), "conflict");
    expect(await stored(userId)).toHaveLength(2);
  });
});
