import "@excalidraw/excalidraw/index.css";
import { CaptureUpdateAction, Excalidraw, languages, reconcileElements } from "@excalidraw/excalidraw";
import type { RemoteExcalidrawElement } from "@excalidraw/excalidraw/data/reconcile";
import type { OrderedExcalidrawElement } from "@excalidraw/excalidraw/element/types";
import type { ExcalidrawImperativeAPI } from "@excalidraw/excalidraw/types";
import type { BoardElement, BoardScene } from "@school/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type BoardConnection, BoardSync } from "./board-sync";

/**
 * Excalidraw's language for each interface language. Its Kazakh is the build's (Excalidraw's Russian overlaid with
 * the app's Kazakh for every control a board shows, decision 0137): Excalidraw lists only languages it holds 85 %
 * done, so Kazakh is added to its list here.
 */
const LANG_CODES: Record<string, string> = { ru: "ru-RU", kk: "kk-KZ", en: "en" };
if (!languages.some((language) => language.code === "kk-KZ")) languages.push({ code: "kk-KZ", label: "Қазақша" });

/**
 * The drawing itself: Excalidraw, fed with the saved scene, its changes handed to `BoardSync` and everyone else's
 * merged in as they arrive (Excalidraw's own reconciliation: the higher element version wins, as on the server).
 * Loaded only through `TaskBoard`'s lazy import.
 */
export default function BoardCanvas({ scene }: { scene: BoardScene }) {
  const { t, i18n } = useTranslation();
  const [connection, setConnection] = useState<BoardConnection>("connecting");
  const [drawn, setDrawn] = useState(() => scene.elements.filter((element) => !element.isDeleted).length);
  const api = useRef<ExcalidrawImperativeAPI | null>(null);
  /** Remote elements that arrived before Excalidraw was ready. */
  const early = useRef<BoardElement[]>([]);
  const sync = useRef<BoardSync | null>(null);

  useEffect(() => {
    const apply = (elements: BoardElement[]) => {
      const target = api.current;
      if (!target) {
        early.current.push(...elements);
        return;
      }
      const merged = reconcileElements(
        target.getSceneElementsIncludingDeleted() as OrderedExcalidrawElement[],
        elements as unknown as RemoteExcalidrawElement[],
        target.getAppState(),
      );
      target.updateScene({ elements: merged, captureUpdate: CaptureUpdateAction.NEVER });
    };
    const board = new BoardSync({
      exerciseId: scene.exercise_id,
      studentId: scene.student_id,
      onRemote: apply,
      onConnection: setConnection,
    });
    board.loaded(scene.version, scene.elements);
    board.start();
    sync.current = board;
    return () => {
      board.stop();
      sync.current = null;
    };
  }, [scene]);

  // Excalidraw writes its own language code ("kk-KZ", "ru-RU") on the document when it loads its texts; the page
  // keeps the interface's ("kk"), as the language switch set it.
  useEffect(() => {
    const page = document.documentElement;
    const observer = new MutationObserver(() => {
      if (page.lang.includes("-")) page.lang = page.lang.split("-")[0]!;
    });
    observer.observe(page, { attributes: true, attributeFilter: ["lang"] });
    return () => observer.disconnect();
  }, []);

  const frame = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const menuName = t("board.menu");
    /**
     * Two of Excalidraw's controls fail WCAG as it ships them: the main menu's button has no name, and the zoom
     * button's name ("Reset zoom") leaves out the percentage it shows (2.5.3). Mended in place whenever Excalidraw
     * draws them again; the percentage then names the button and "Reset zoom" stays its title.
     */
    const mend = () => {
      for (const button of root.querySelectorAll(".main-menu-trigger:not([aria-label])")) {
        button.setAttribute("aria-label", menuName);
      }
      for (const button of root.querySelectorAll(".reset-zoom-button[aria-label]"))
        button.removeAttribute("aria-label");
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-label"] });
    return () => observer.disconnect();
  }, [t]);

  const onApi = (ready: ExcalidrawImperativeAPI) => {
    api.current = ready;
    const waiting = early.current.splice(0);
    if (waiting.length > 0) {
      const merged = reconcileElements(
        ready.getSceneElementsIncludingDeleted() as OrderedExcalidrawElement[],
        waiting as unknown as RemoteExcalidrawElement[],
        ready.getAppState(),
      );
      ready.updateScene({ elements: merged, captureUpdate: CaptureUpdateAction.NEVER });
    }
  };

  return (
    <div className="task-board" data-testid="task-board" data-connection={connection} data-drawn={drawn}>
      <div className="task-board__status" role="status" aria-live="polite">
        <span className={`task-board__state task-board__state--${connection}`} data-testid="task-board-connection">
          {t(`board.connection.${connection}`)}
        </span>
        <span className="task-board__hint">{t(`board.hint.${connection}`)}</span>
      </div>
      <section className="task-board__canvas" aria-label={t("board.canvasLabel")} ref={frame}>
        <Excalidraw
          excalidrawAPI={onApi}
          initialData={{
            elements: scene.elements as unknown as OrderedExcalidrawElement[],
            appState: { viewBackgroundColor: "#ffffff" },
            scrollToContent: true,
          }}
          langCode={LANG_CODES[i18n.language] ?? "en"}
          onChange={(elements) => {
            sync.current?.localChange(elements);
            const visible = elements.filter((element) => !element.isDeleted).length;
            setDrawn((previous) => (previous === visible ? previous : visible));
          }}
          UIOptions={{
            tools: { image: false },
            canvasActions: { loadScene: false, saveToActiveFile: false, toggleTheme: false },
          }}
          validateEmbeddable={false}
        />
      </section>
    </div>
  );
}
