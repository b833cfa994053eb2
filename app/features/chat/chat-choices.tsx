import { Clock } from 'lucide-react'

/**
 * The times a reply offers (the chat's booking conversation), one button each: a tap sends the time as the visitor's
 * message, as if typed, so the conversation shows what was chosen.
 */
export function ChatChoices({ choices, disabled, onChoose }: { choices: readonly string[]; disabled: boolean; onChoose: (choice: string) => void }) {
  return (
    <div role="group" aria-label="Times to choose from" className="flex flex-wrap gap-2 pl-2">
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          disabled={disabled}
          onClick={() => onChoose(choice)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-primary/30 bg-white px-3 text-sm font-medium text-primary transition-colors duration-150 hover:border-primary hover:bg-primary-soft active:bg-blue-100 disabled:cursor-not-allowed disabled:opacity-50 sm:min-h-9"
        >
          <Clock aria-hidden="true" className="size-4" />
          {choice}
        </button>
      ))}
    </div>
  )
}
