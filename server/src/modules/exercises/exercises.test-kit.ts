import type { TaskType } from "@school/contracts";
import { CAPITALS } from "../../test/factories.js";

/** A valid task of every type (content and answer key), as the constructor would send it. */
export const SAMPLE_TASKS: Record<TaskType, { title: string; content: object; answer: object }> = {
  test: {
    title: "Capital",
    content: {
      question: "The capital of Kazakhstan?",
      options: [
        { id: "k7", text: "Astana" },
        { id: "m2", text: "Almaty" },
      ],
    },
    answer: { correct: ["k7"] },
  },
  test_image: {
    title: "Map",
    content: { question: "Which city is marked?", options: [{ id: "a1", text: "Astana" }], image_alt: "A map" },
    answer: { correct: ["a1"] },
  },
  media: {
    title: "Listening",
    content: { answer_type: "text", question: "Which city is named?" },
    answer: { accepted: ["Astana"] },
  },
  youtube: {
    title: "Video",
    content: {
      answer_type: "choice",
      youtube_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      question: "What is sung about?",
      options: [
        { id: "x", text: "Love" },
        { id: "y", text: "War" },
      ],
    },
    answer: { correct: ["x"] },
  },
  insert_words: {
    title: "Gaps",
    content: {
      segments: [
        { type: "text", text: "Astana is the " },
        { type: "gap", id: "g1" },
        { type: "text", text: " of Kazakhstan." },
      ],
    },
    answer: { gaps: { g1: ["capital"] } },
  },
  words_options: {
    title: "Choose",
    content: {
      segments: [
        { type: "text", text: "She " },
        {
          type: "gap",
          id: "g1",
          options: [
            { id: "o1", text: "go" },
            { id: "o2", text: "goes" },
          ],
        },
        { type: "text", text: " to school." },
      ],
    },
    answer: { gaps: { g1: "o2" } },
  },
  table_word: {
    title: "Table",
    content: {
      columns: [
        { id: "c1", title: "Singular" },
        { id: "c2", title: "Plural" },
      ],
      rows: [{ id: "r1", title: "1" }],
      given: { r1: { c1: "child" } },
    },
    answer: { cells: { r1: { c2: ["children"] } } },
  },
  table_options: {
    title: "True or false",
    content: {
      columns: [
        { id: "t", title: "True" },
        { id: "f", title: "False" },
      ],
      rows: [{ id: "r1", title: "Astana is the capital" }],
    },
    answer: { rows: { r1: "t" } },
  },
  find_errors: {
    title: "Errors",
    content: {
      words: [
        { id: "w1", text: "He" },
        { id: "w2", text: "go" },
        { id: "w3", text: "home" },
      ],
    },
    answer: { errors: ["w2"], corrections: { w2: ["goes"] } },
  },
  text: { title: "Answer", content: { question: "2 + 2 = ?" }, answer: { accepted: ["4", "four"] } },
  compare_words: {
    title: "Pairs",
    content: {
      left: [
        { id: "l1", text: "cat" },
        { id: "l2", text: "dog" },
      ],
      right: [
        { id: "r9", text: "ит" },
        { id: "r4", text: "мысық" },
      ],
    },
    answer: { pairs: { l1: "r4", l2: "r9" } },
  },
  essay: { title: "Essay", content: { question: "Why study abroad?" }, answer: { rubric: "Arguments" } },
  file_check: { title: "Worksheet", content: { question: "Fill in the worksheet" }, answer: {} },
  file_attach: { title: "Recording", content: { question: "Record yourself" }, answer: {} },
  select_one: { title: "One", content: CAPITALS, answer: { correct: "k9" } },
  date: { title: "Date", content: { question: "Independence Day?", precision: "day" }, answer: { date: "1991-12-16" } },
};

/** A tiny PNG and an MP3 frame header: enough for the magic-byte check. */
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a70000000049454e44ae426082",
  "hex",
);
export const MP3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(2000, 0)]);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
