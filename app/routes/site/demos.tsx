export default function R() { return null }
