import { expect, it } from "vitest";
import type { Problem } from "#model/files.ts";
import { describePlace, describeProblem } from "../fields/problem-labels.ts";
import { deletionRefusal } from "./deletion-words.ts";

const section = "content/portfolio/kok/avsnitt.yaml";
const photo = "content/portfolio/kok/01.jpg";
const namesSection: Problem = {
  file: "content/services.yaml",
  path: "services[1].portfolio",
  words: "kok finns inte bland portfolions avsnitt; skriv en av bostad",
  missing: section,
};
const namesPhoto: Problem = {
  file: "content/portfolio/kok/avsnitt.yaml",
  path: "photos[0].file",
  words: `${photo} finns inte; ladda upp bilden eller ta bort raden`,
  missing: photo,
};
const elsewhere: Problem = { file: "content/home.yaml", path: "hero.heading", words: "saknas" };

it("says nothing where nothing was removed", () => {
  expect(deletionRefusal([], [namesSection])).toBeNull();
});

it("says a section that is still shown by each place that shows it, and what to do first", () => {
  expect(deletionRefusal([section, photo], [namesSection])).toEqual({
    title: "Avsnittet raderades inte",
    lines: [
      `${describePlace(namesSection.file, namesSection.path)}: visar avsnittet kok`,
      "Ta bort eller byt avsnittet där och publicera först; radera det sedan.",
    ],
  });
});

it("says a photo that is still shown by the place that shows it", () => {
  const refusal = deletionRefusal([photo], [namesPhoto]);
  expect(refusal?.title).toBe("Bilden raderades inte");
  expect(refusal?.lines[0]).toBe(
    `${describePlace(namesPhoto.file, namesPhoto.path)}: visar 01.jpg`,
  );
  expect(refusal?.lines.at(-1)).toBe(
    "Ta bort eller byt bilden där och publicera först; radera den sedan.",
  );
});

it("says a problem that misses no removed file as the check does, in her labels", () => {
  expect(deletionRefusal([photo], [elsewhere])?.lines[0]).toBe(describeProblem(elsewhere));
});

it("says a text page that is still needed with the check's own problems and no advice", () => {
  const page = "content/pages/om-oss.yaml";
  expect(deletionRefusal([page], [elsewhere])).toEqual({
    title: "Sidan raderades inte",
    lines: [describeProblem(elsewhere)],
  });
});
