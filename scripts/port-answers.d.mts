/** Whether something accepts TCP connections at the URL's host and port (defaultPort when it names none). */
export function portAnswers(url: string, defaultPort: number): Promise<boolean>
