//! The join code a host prints and a joiner types: `trinchera://ADDRESS:PORT/SECRET`, the
//! secret 64 hex digits. The secret is netcode's private key for this hosting: only someone
//! who has it can make a connect token the host accepts, so a connection without it never gets
//! in (netcode drops its packets before any of ours is read).

use std::net::SocketAddr;

use crate::rules::shared_dice::Hex32;

const SCHEME: &str = "trinchera://";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JoinCode {
    pub addr: SocketAddr,
    pub secret: Hex32,
}

impl std::fmt::Display for JoinCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{SCHEME}{}/{}", self.addr, self.secret)
    }
}

impl std::str::FromStr for JoinCode {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim();
        let rest = s
            .strip_prefix(SCHEME)
            .ok_or_else(|| t!("code-no-scheme", scheme = SCHEME, code = s))?;
        let (addr, secret) = rest
            .split_once('/')
            .ok_or_else(|| t!("code-no-secret", code = s))?;
        let addr: SocketAddr = addr.parse().map_err(|e: std::net::AddrParseError| {
            t!("code-bad-address", addr = addr, error = e.to_string())
        })?;
        let secret = Hex32::from_hex(secret)
            .ok_or_else(|| t!("code-bad-secret", n = secret.chars().count()))?;
        Ok(JoinCode { addr, secret })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_round_trips_and_bad_ones_say_why() {
        let code = JoinCode {
            addr: "127.0.0.1:5000".parse().unwrap(),
            secret: Hex32([0xab; 32]),
        };
        let text = code.to_string();
        assert_eq!(
            text,
            format!("trinchera://127.0.0.1:5000/{}", "ab".repeat(32))
        );
        assert_eq!(text.parse::<JoinCode>(), Ok(code));
        let e = "http://127.0.0.1:5000/ab".parse::<JoinCode>().unwrap_err();
        assert!(e.contains("starts with"), "{e}");
        let e = "trinchera://127.0.0.1/ab".parse::<JoinCode>().unwrap_err();
        assert!(e.contains("ADDRESS:PORT"), "{e}");
        let e = "trinchera://127.0.0.1:5000/abc"
            .parse::<JoinCode>()
            .unwrap_err();
        assert!(e.contains("64 hex digits"), "{e}");
    }
}
