use std::process::ExitCode;

fn main() -> ExitCode {
    trinchera::cli::main()
}
