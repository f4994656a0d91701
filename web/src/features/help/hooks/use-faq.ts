import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useUiLanguage } from "../../language";
import {
  type ChapterInput,
  fetchAnswer,
  fetchChapters,
  fetchFaqEditor,
  fetchQuestions,
  orderChapters,
  orderQuestions,
  type QuestionInput,
  removeChapter,
  removeQuestion,
  saveChapter,
  saveQuestion,
} from "../api/help.api";
import { helpKeys } from "../help.keys";

export function useFaqChaptersQuery() {
  const language = useUiLanguage();
  return useQuery({
    queryKey: helpKeys.chapters(language),
    queryFn: ({ signal }) => fetchChapters(language, signal),
  });
}

export function useFaqQuestionsQuery(chapterId: number | null) {
  const language = useUiLanguage();
  return useQuery({
    queryKey: helpKeys.questions(chapterId ?? 0, language),
    queryFn: ({ signal }) => fetchQuestions(chapterId ?? 0, language, signal),
    enabled: chapterId !== null,
  });
}

export function useFaqAnswerQuery(questionId: number | null) {
  const language = useUiLanguage();
  return useQuery({
    queryKey: helpKeys.answer(questionId ?? 0, language),
    queryFn: ({ signal }) => fetchAnswer(questionId ?? 0, language, signal),
    enabled: questionId !== null,
  });
}

export function useFaqEditorQuery() {
  return useQuery({ queryKey: helpKeys.faqEditor, queryFn: ({ signal }) => fetchFaqEditor(signal) });
}

/** Every FAQ change refreshes the editor and what readers see. */
function useFaqMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: helpKeys.faq }),
  });
}

export const useSaveChapter = () => useFaqMutation((input: { id?: number; body: ChapterInput }) => saveChapter(input));
export const useDeleteChapter = () => useFaqMutation((id: number) => removeChapter(id));
export const useOrderChapters = () => useFaqMutation((ids: number[]) => orderChapters(ids));
export const useSaveQuestion = () =>
  useFaqMutation((input: { id?: number; body: QuestionInput }) => saveQuestion(input));
export const useDeleteQuestion = () => useFaqMutation((id: number) => removeQuestion(id));
export const useOrderQuestions = () =>
  useFaqMutation((input: { chapterId: number; ids: number[] }) => orderQuestions(input.chapterId, input.ids));
