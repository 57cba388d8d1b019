//! The OpenGL context wgpu's EGL path got from the driver: API (desktop or ES), version and
//! profile, read through wgpu-hal's GL adapter. It decides whether compute shaders exist (desktop
//! 4.3, ES 3.1) and which GLSL version naga writes.

use glow::HasContext;

/// `desktop OpenGL 4.6, core profile` or `OpenGL ES 3.2`, or `None` where the adapter is not a GL
/// adapter of wgpu-hal.
pub fn describe(adapter: &wgpu::Adapter) -> Option<String> {
    // SAFETY: only queries of the context's strings and integers, under wgpu-hal's context lock.
    let hal = unsafe { adapter.as_hal::<wgpu::hal::api::Gles>() }?;
    let gl = hal.adapter_context().lock();
    let version = unsafe { gl.get_parameter_string(glow::VERSION) };
    let profile_mask = if version.starts_with("OpenGL ES") {
        None
    } else {
        Some(unsafe { gl.get_parameter_i32(glow::CONTEXT_PROFILE_MASK) } as u32)
    };
    Some(context_name(&version, profile_mask))
}

/// The context in words, from `GL_VERSION` and, on desktop GL, `GL_CONTEXT_PROFILE_MASK`.
fn context_name(version: &str, profile_mask: Option<u32>) -> String {
    let number = |s: &str| {
        s.split_whitespace()
            .next()
            .map(|v| v.split('.').take(2).collect::<Vec<_>>().join("."))
            .unwrap_or_default()
    };
    match (version.strip_prefix("OpenGL ES "), profile_mask) {
        (Some(es), _) => format!("OpenGL ES {}", number(es)),
        (None, Some(mask)) if mask & glow::CONTEXT_CORE_PROFILE_BIT != 0 => {
            format!("desktop OpenGL {}, core profile", number(version))
        }
        (None, Some(mask)) if mask & glow::CONTEXT_COMPATIBILITY_PROFILE_BIT != 0 => {
            format!("desktop OpenGL {}, compatibility profile", number(version))
        }
        (None, _) => format!("desktop OpenGL {}, no profile", number(version)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_api_version_and_profile() {
        assert_eq!(
            context_name("4.5 (Core Profile) Mesa 22.3.6", Some(1)),
            "desktop OpenGL 4.5, core profile"
        );
        assert_eq!(
            context_name("3.3.0 NVIDIA 580.159.04", Some(1)),
            "desktop OpenGL 3.3, core profile"
        );
        assert_eq!(
            context_name("4.6.0 NVIDIA 580.159.04", Some(2)),
            "desktop OpenGL 4.6, compatibility profile"
        );
        assert_eq!(
            context_name("OpenGL ES 3.2 NVIDIA 580.159.04", None),
            "OpenGL ES 3.2"
        );
        assert_eq!(
            context_name("3.0 Mesa", Some(0)),
            "desktop OpenGL 3.0, no profile"
        );
    }
}
