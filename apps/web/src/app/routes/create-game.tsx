import { GlobeIcon, SparklesIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { notice } from "@/lib/notice";
import { CREATE_GAME_DELAY_MS } from "@aesop/shared/constants";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { PendingIcon } from "@/components/ui/pending-icon";

const GENRES = ["RPG Adventure", "Strategy", "Puzzle Game", "Open World", "Action"] as const;

/** Adds a genre to the idea, on a new line when there is text already. */
function withGenre(description: string, genre: string): string {
  const text = description.trimEnd();
  if (text.toLowerCase().includes(genre.toLowerCase())) return description;
  return text ? `${text}\n${genre}` : genre;
}

/** The game prototype page (spec section 2): nothing is sent to a server. */
export default function CreateGamePage() {
  const navigate = useNavigate();
  const [description, setDescription] = useState("");
  const [generating, setGenerating] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const textareaId = useId();
  const hintId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const create = () => {
    if (generating) return;
    if (!description.trim()) {
      notice.error("Please describe your game idea");
      return;
    }
    setGenerating(true);
    timer.current = window.setTimeout(() => {
      notice.success("Your game is being generated.");
      void navigate(paths.workspace);
    }, CREATE_GAME_DELAY_MS);
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl min-w-0 grid-cols-1 gap-8 px-4 py-10 sm:px-6 sm:py-16">
      <title>Create a game · AESOP</title>
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Idea to game in seconds.</h1>
        <p className="text-muted-foreground">Describe the game you have in mind and we build a first prototype.</p>
      </div>
      <form
        noValidate
        aria-label="Create a game"
        className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
        onSubmit={(event) => {
          event.preventDefault();
          create();
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={textareaId}>Describe your game</Label>
          <Textarea
            id={textareaId}
            rows={5}
            aria-describedby={hintId}
            placeholder="A cozy farming game where every crop tells a story..."
            className="max-h-80 min-h-32"
            value={description}
            disabled={generating}
            onChange={(event) => setDescription(event.target.value)}
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            Tip: pick a genre below to add it to your idea.
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm text-muted-foreground">
            <GlobeIcon className="size-4" aria-hidden="true" />
            Public
          </span>
          <Button type="submit" disabled={generating}>
            <PendingIcon pending={generating} icon={SparklesIcon} />
            Create
          </Button>
        </div>
      </form>
      <ul aria-label="Genres" className="flex flex-wrap justify-center gap-2">
        {GENRES.map((genre) => (
          <li key={genre}>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="rounded-full"
              disabled={generating}
              onClick={() => setDescription((text) => withGenre(text, genre))}
            >
              {genre}
            </Button>
          </li>
        ))}
      </ul>
      {generating && (
        <p role="status" className="text-center text-sm text-muted-foreground">
          Generating your game...
        </p>
      )}
    </div>
  );
}
