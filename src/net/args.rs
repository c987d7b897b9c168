//! What the command line asks of a network game's window, kept in the core so that a build
//! without the window can still read it and say why it cannot open one.

use std::path::PathBuf;

use crate::seats::ComputerArg;

/// A network game's window, as the command line asked for it.
pub struct NetWindowArgs {
    pub end: NetEndArg,
    pub save: Option<PathBuf>,
    pub size: (u32, u32),
    pub say: Option<String>,
    pub screenshot: Option<PathBuf>,
    pub wait: f32,
}

pub enum NetEndArg {
    Host {
        file: PathBuf,
        bind: std::net::SocketAddr,
        computer: Vec<ComputerArg>,
        side: Option<String>,
    },
    Join {
        code: String,
        watch: bool,
    },
}
