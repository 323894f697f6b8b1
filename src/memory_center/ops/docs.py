"""/docs (Swagger UI) and /redoc with every asset served by the service itself.

FastAPI's own pages load their scripts, styles, fonts and favicon from public CDNs, so on a private
network they stay blank. The same files ship in the pinned ``fastapi-offline`` package; they are served
here under /docs-assets/ and the pages point at them (docs/console.md).
"""

from functools import lru_cache
from importlib.resources import files
from typing import Final

from fastapi import APIRouter, FastAPI, Request, Response
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html, get_swagger_ui_oauth2_redirect_html
from fastapi.responses import FileResponse, HTMLResponse

from memory_center.errors import NotFound

ASSET_PREFIX: Final = "/docs-assets"
_ASSETS: Final = files("fastapi_offline") / "static"
_MEDIA_TYPES: Final = {
    "swagger-ui-bundle.js": "text/javascript",
    "swagger-ui.css": "text/css",
    "redoc.standalone.js": "text/javascript",
    "favicon.png": "image/png",
}
_CACHE: Final = {"Cache-Control": "public, max-age=86400"}
_REDOC_LOGO: Final = b"https://cdn.redoc.ly/redoc/logo-mini.svg"

router = APIRouter(include_in_schema=False)


def _title(request: Request) -> str:
    app: FastAPI = request.app
    return app.title


@router.get("/docs")
async def swagger_ui(request: Request) -> HTMLResponse:
    app: FastAPI = request.app
    return get_swagger_ui_html(
        openapi_url=app.openapi_url or "/openapi.json",
        title=f"{_title(request)} — API",
        swagger_js_url=f"{ASSET_PREFIX}/swagger-ui-bundle.js",
        swagger_css_url=f"{ASSET_PREFIX}/swagger-ui.css",
        swagger_favicon_url=f"{ASSET_PREFIX}/favicon.png",
        oauth2_redirect_url="/docs/oauth2-redirect",
        swagger_ui_parameters=app.swagger_ui_parameters,
    )


@router.get("/docs/oauth2-redirect")
async def swagger_ui_redirect() -> HTMLResponse:
    return get_swagger_ui_oauth2_redirect_html()


@router.get("/redoc")
async def redoc(request: Request) -> HTMLResponse:
    app: FastAPI = request.app
    return get_redoc_html(
        openapi_url=app.openapi_url or "/openapi.json",
        title=f"{_title(request)} — API",
        redoc_js_url=f"{ASSET_PREFIX}/redoc.standalone.js",
        redoc_favicon_url=f"{ASSET_PREFIX}/favicon.png",
        with_google_fonts=False,
    )


@lru_cache(maxsize=1)
def _redoc_bundle() -> bytes:
    """ReDoc's bundle draws its sidebar footer logo from its vendor's CDN; that one image is served
    from here instead, so the page asks no other host."""
    bundle = (_ASSETS / "redoc.standalone.js").read_bytes()
    return bundle.replace(_REDOC_LOGO, f"{ASSET_PREFIX}/favicon.png".encode())


@router.get(ASSET_PREFIX + "/{name}")
async def docs_asset(name: str) -> Response:
    media_type = _MEDIA_TYPES.get(name)
    if media_type is None:
        raise NotFound("docs asset", name)
    if name == "redoc.standalone.js":
        return Response(_redoc_bundle(), media_type=media_type, headers=_CACHE)
    return FileResponse(str(_ASSETS / name), media_type=media_type, headers=_CACHE)
