/** A block that always throws while rendering: for error-isolation tests only. */
export default function ThrowingBlock({ message }: { message: string }): never {
  throw new Error(message);
}
