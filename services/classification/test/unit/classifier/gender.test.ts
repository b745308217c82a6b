import { describe, expect, it } from "vitest";
import { inferGender } from "../../../src/domain/classifier/gender.js";

describe("inferGender", () => {
  it("reads pronouns first", () => {
    expect(inferGender("Alex Kim", "she/her · designer")).toMatchObject({ gender: "female", source: "pronoun" });
    expect(inferGender("Maria Silva", "he / him")).toMatchObject({ gender: "male", source: "pronoun" });
    expect(inferGender("Maria Silva", "they/them")).toMatchObject({ gender: "unknown" });
  });

  it("then gendered self-descriptions, the first one deciding", () => {
    expect(inferGender("Sam", "Mom of two, wife, CTO")).toMatchObject({ gender: "female", source: "descriptor" });
    expect(inferGender("Sam", "Girl dad. Engineer.")).toMatchObject({ gender: "male", source: "descriptor" });
    expect(inferGender("Sam", "Fundadora de una fintech")).toMatchObject({ gender: "female", source: "descriptor" });
    expect(inferGender("한수진", "개발팀장 | 두 아이 엄마")).toMatchObject({ gender: "female", source: "descriptor" });
    expect(inferGender("Арман", "Основатель стартапа · папа троих")).toMatchObject({ gender: "male", source: "descriptor" });
  });

  it("knows given names from Nigeria, Kenya, Ghana, South Africa, Ethiopia and Senegal", () => {
    expect(inferGender("Bisola Ojo", "Product manager in Lagos").gender).toBe("female");
    expect(inferGender("Mumbi Njoroge", "Jewellery maker, Nairobi").gender).toBe("female");
    expect(inferGender("Kwame Mensah", "Founder, Accra").gender).toBe("male");
  });

  it("knows Russian and Ukrainian given names", () => {
    expect(inferGender("Анна Кузнецова", "CTO").gender).toBe("female");
    expect(inferGender("Игорь Петров", "Инженер").gender).toBe("male");
  });

  it("does not take someone else's family word for the writer's", () => {
    // Deb and Kay are women's names: whatever the name says, "husband" here is not the writer.
    expect(inferGender("Deb Halvorsen", "Dairy farmer | 2 kids, 1 husband, 0 days off").gender).not.toBe("male");
    expect(inferGender("Kay Dawson", "I run the ranch, my husband runs the mouth").gender).not.toBe("male");
    expect(inferGender("Sam Dawson", "I run the ranch, my husband runs the mouth").gender).toBe("unknown");
    expect(inferGender("Jill", "Grain grower, farming with my brother").gender).not.toBe("male");
    expect(inferGender("Anouk", "Melkveehouder samen met mijn vader").gender).not.toBe("male");
    expect(inferGender("Sam", "Husband & father. Engineer.")).toMatchObject({ gender: "male", source: "descriptor" });
  });

  it("reads the singular 'woman' in several languages, and feminine role forms", () => {
    expect(inferGender("Wati Rahayu", "Petani kopi perempuan, kebun sendiri")).toMatchObject({ gender: "female", source: "descriptor" });
    expect(inferGender("Sam", "Woman-owned apiary, 600 hives")).toMatchObject({ gender: "female", source: "descriptor" });
    expect(inferGender("Sam", "Abogada laboralista en Madrid")).toMatchObject({ gender: "female", source: "descriptor" });
    expect(inferGender("Alex", "Lehrerin an einer Grundschule")).toMatchObject({ gender: "female", source: "descriptor" });
    expect(inferGender("Marion", "Agricultrice & éleveuse de chèvres")).toMatchObject({ gender: "female", source: "descriptor" });
    // Masculine forms are also the generic ones: no evidence either way.
    expect(inferGender("Jordan", "Profesor de matemáticas").gender).toBe("unknown");
    expect(inferGender("Kim", "Helping woman founders raise money").gender).toBe("unknown");
  });

  it("then titles and first names across cultures", () => {
    expect(inferGender("Dr. Priya Raman", "")).toMatchObject({ gender: "female", source: "name" });
    expect(inferGender("Chinedu Okafor 🇳🇬", "")).toMatchObject({ gender: "male", source: "name" });
    expect(inferGender("Nguyen Thi Lan", "")).toMatchObject({ gender: "female", source: "name" });
    expect(inferGender("Tanaka Hiroshi", "")).toMatchObject({ gender: "male", source: "name" });
    expect(inferGender("Mr Smith", "")).toMatchObject({ gender: "male", source: "name" });
  });

  it("stays unknown for unisex names, unknown names and native scripts", () => {
    expect(inferGender("Jordan Lee", "").gender).toBe("unknown");
    expect(inferGender("Wei Zhang", "").gender).toBe("unknown");
    expect(inferGender("김민준", "").gender).toBe("unknown");
    expect(inferGender("Acme Growth Co", "").gender).toBe("unknown");
  });
});
