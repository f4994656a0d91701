import { z } from "zod";
import {
  checkQuestionAnswer,
  checkQuestionKey,
  gradeQuestion,
  questionAnswer,
  questionContent,
  questionKey,
  questionSolution,
} from "./question.js";
import { defineTask } from "./shared.js";

const YOUTUBE_LINK =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#\s]*&)?v=|embed\/|shorts\/|live\/)|(?:www\.)?youtube-nocookie\.com\/embed\/|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/]\S*)?$/;

/**
 * The video id of a YouTube link (youtube.com/watch?v=, youtu.be/, /embed/, /shorts/, /live/), or null: the player
 * embeds by id, so no other site's page is ever framed.
 */
export function youtubeVideoId(link: string): string | null {
  return YOUTUBE_LINK.exec(link.trim())?.[1] ?? null;
}

/** A YouTube video followed by a question answered like a test, by a short text, or only watched. */
export const youtubeTask = defineTask({
  content: questionContent({
    youtube_url: z
      .string()
      .trim()
      .max(500)
      .refine((link) => youtubeVideoId(link) !== null, "A YouTube video link"),
  }),
  key: questionKey,
  answer: questionAnswer,
  grading: "auto",
  checkKey: checkQuestionKey,
  checkAnswer: checkQuestionAnswer,
  grade: gradeQuestion,
  solution: questionSolution,
});
